import { Flex, theme } from 'antd'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import type { Progress } from '../../api/api'
import { formatTarget } from '../profile/targets'
import { useElementWidth } from '../foodLog/useElementWidth'
import { ChartAxes } from './ChartAxes'
import { expenditureLine, intakeChartLabel } from './chartLabels'
import { ChartLegend } from './ChartLegend'
import { intakeChartLayout, PROGRESS_CHART } from './progressChartLayout'
import { chartPoints } from './progressSeries'

/**
 * The calories logged per day (weekly averages on the long ranges) as bars, against the expenditure as a line: the
 * learned one, or dashed, the profile's formula estimate until there is one. Plain SVG in the theme's colours.
 */
export function IntakeChart({ progress, weekly }: { progress: Progress; weekly: boolean }) {
  const { token } = theme.useToken()
  const [ref, width] = useElementWidth<HTMLDivElement>(640)
  const points = useMemo(() => chartPoints(progress.trend, weekly), [progress.trend, weekly])
  const line = expenditureLine(progress)
  const layout = intakeChartLayout(points, width, line.kcal)
  const { height, left, right } = PROGRESS_CHART
  const lineColour = token.colorWarning
  return (
    <Flex vertical gap={8}>
      <div ref={ref} style={{ width: '100%' }}>
        <svg
          role="img"
          aria-label={intakeChartLabel(progress, weekly)}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
        >
          <ChartAxes axis={layout.axis} labels={layout.labels} width={width} />
          {layout.bars.map((bar) => (
            <rect
              key={bar.date}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={2}
              fill={token.colorPrimary}
            >
              <title>{`${dayjs(bar.date).format('MMM D')}: ${formatTarget(bar.value, 'kcal')}`}</title>
            </rect>
          ))}
          <line
            x1={left}
            x2={width - right}
            y1={layout.expenditureY}
            y2={layout.expenditureY}
            stroke={lineColour}
            strokeWidth={2.5}
            strokeDasharray={line.estimate ? '6 4' : undefined}
          />
        </svg>
      </div>
      <ChartLegend
        items={[
          { label: weekly ? 'Weekly mean intake' : 'Intake', colour: token.colorPrimary, mark: 'bar' },
          { label: line.label, colour: lineColour, mark: line.estimate ? 'dashed' : 'line' },
        ]}
      />
    </Flex>
  )
}
