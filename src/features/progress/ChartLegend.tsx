import { Flex, Typography } from 'antd'

/** One entry of a chart's legend: a dot, a bar or a line (dashed for an estimate) in its colour. */
export interface LegendItem {
  label: string
  colour: string
  mark: 'dot' | 'bar' | 'line' | 'dashed'
}

function Mark({ colour, mark }: Omit<LegendItem, 'label'>) {
  return (
    <svg width={18} height={10} aria-hidden="true">
      {mark === 'dot' && <circle cx={9} cy={5} r={4} fill={colour} />}
      {mark === 'bar' && <rect x={4} y={0} width={10} height={10} rx={2} fill={colour} />}
      {(mark === 'line' || mark === 'dashed') && (
        <line
          x1={0}
          x2={18}
          y1={5}
          y2={5}
          stroke={colour}
          strokeWidth={2.5}
          strokeDasharray={mark === 'dashed' ? '5 3' : undefined}
        />
      )}
    </svg>
  )
}

/** What a chart's marks mean, under it. */
export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <Flex gap={16} wrap>
      {items.map((item) => (
        <Flex key={item.label} gap={6} align="center">
          <Mark colour={item.colour} mark={item.mark} />
          <Typography.Text type="secondary">{item.label}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  )
}
