import { theme } from 'antd'
import { type DayLabel, PROGRESS_CHART, type ValueAxis } from './progressChartLayout'

/** The text style of the charts' labels, from the antd theme (so it follows light and dark mode). */
function useChartText() {
  const { token } = theme.useToken()
  return { fill: token.colorTextSecondary, fontSize: 11, fontFamily: token.fontFamily }
}

/** A Progress chart's value axis (grid lines with their values on the left) and its day labels underneath. */
export function ChartAxes({ axis, labels, width }: { axis: ValueAxis; labels: DayLabel[]; width: number }) {
  const { token } = theme.useToken()
  const text = useChartText()
  return (
    <g>
      {axis.ticks.map((tick) => (
        <g key={tick.value}>
          <line
            x1={PROGRESS_CHART.left}
            x2={width - PROGRESS_CHART.right}
            y1={tick.y}
            y2={tick.y}
            stroke={token.colorBorderSecondary}
          />
          <text x={PROGRESS_CHART.left - 6} y={tick.y + 4} textAnchor="end" {...text}>
            {tick.label}
          </text>
        </g>
      ))}
      {labels.map((label) => (
        <text key={label.x} x={label.x} y={PROGRESS_CHART.labelY} textAnchor={label.anchor} {...text}>
          {label.text}
        </text>
      ))}
    </g>
  )
}
