import { Flex, theme } from 'antd'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import type { Progress, WeightUnit } from '../../api/api'
import { useElementWidth } from '../foodLog/useElementWidth'
import { ChartAxes } from './ChartAxes'
import { weightChartLabel } from './chartLabels'
import { ChartLegend } from './ChartLegend'
import { PROGRESS_CHART, weightChartLayout } from './progressChartLayout'
import { chartPoints } from './progressSeries'

interface WeightChartProps {
  progress: Progress
  /** Weekly averages instead of days (the long ranges). */
  weekly: boolean
  unit: WeightUnit
}

/**
 * The weigh-ins as dots and the smoothed trend as a line, on an axis in the person's unit. Plain SVG coloured from the
 * antd theme (light and dark), as wide as its container (a 390 px phone included).
 */
export function WeightChart({ progress, weekly, unit }: WeightChartProps) {
  const { token } = theme.useToken()
  const [ref, width] = useElementWidth<HTMLDivElement>(640)
  const points = useMemo(() => chartPoints(progress.trend, weekly), [progress.trend, weekly])
  const layout = weightChartLayout(points, width, unit)
  const { height } = PROGRESS_CHART
  const radius = points.length > 31 ? 2.5 : 3.5
  return (
    <Flex vertical gap={8}>
      <div ref={ref} style={{ width: '100%' }}>
        <svg
          role="img"
          aria-label={weightChartLabel(progress, weekly, unit)}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
        >
          <ChartAxes axis={layout.axis} labels={layout.labels} width={width} />
          {layout.dots.map((dot) => (
            <circle key={dot.date} cx={dot.x} cy={dot.y} r={radius} fill={token.colorTextTertiary}>
              <title>{`${dayjs(dot.date).format('MMM D')}: ${dot.value.toFixed(1)} ${unit}`}</title>
            </circle>
          ))}
          <path
            d={layout.trendPath}
            fill="none"
            stroke={token.colorPrimary}
            strokeWidth={2.5}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </svg>
      </div>
      <ChartLegend
        items={[
          { label: weekly ? 'Weekly mean weigh-in' : 'Weigh-in', colour: token.colorTextTertiary, mark: 'dot' },
          { label: 'Trend', colour: token.colorPrimary, mark: 'line' },
        ]}
      />
    </Flex>
  )
}
