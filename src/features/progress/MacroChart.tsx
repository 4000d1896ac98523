import { Flex, theme } from 'antd'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import { MACRO_KEYS, type MacroKey } from '../foodLog/chartLayout'
import { useElementWidth } from '../foodLog/useElementWidth'
import { formatTarget } from '../profile/targets'
import { ChartAxes } from './ChartAxes'
import { macroChartLabel } from './chartLabels'
import { ChartLegend } from './ChartLegend'
import { type MacroBar, macroChartLayout } from './macroChartLayout'
import { type MacroPoint, macroPoints, meanTotals } from './macroSeries'
import { PROGRESS_CHART } from './progressChartLayout'

const MACRO_NAMES: Readonly<Record<MacroKey, string>> = { protein: 'Protein', carbs: 'Carbs', fat: 'Fat' }

/** What a bar's tooltip says: "Mar 3: 2,150 kcal, protein 120 g, carbs 230 g, fat 70 g". */
function barTitle({ date, totals }: MacroBar): string {
  const grams = MACRO_KEYS.map((key) => `${key} ${formatTarget(totals[key], 'g')}`)
  return `${dayjs(date).format('MMM D')}: ${formatTarget(totals.calories, 'kcal')}, ${grams.join(', ')}`
}

/**
 * The calories and macros of each day of the period (the mean logged day of each week on the long ranges): protein,
 * carbs and fat stacked as their calories (× 4, 4 and 9), with the calories logged as a tick across the bar. Plain
 * SVG in the theme's colours (the macros coloured as on the Food Log's chart).
 */
export function MacroChart({ days, weekly }: { days: readonly MacroPoint[]; weekly: boolean }) {
  const { token } = theme.useToken()
  const [ref, width] = useElementWidth<HTMLDivElement>(640)
  const points = useMemo(() => macroPoints(days, weekly), [days, weekly])
  const mean = useMemo(() => meanTotals(days), [days])
  const layout = macroChartLayout(points, width)
  const colours: Record<MacroKey | 'calories', string> = {
    protein: token.colorSuccess,
    carbs: token.colorWarning,
    fat: token.purple7,
    calories: token.colorText,
  }
  const { height } = PROGRESS_CHART
  return (
    <Flex vertical gap={8}>
      <div ref={ref} style={{ width: '100%' }}>
        <svg
          role="img"
          aria-label={macroChartLabel(days.length, weekly, mean)}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
        >
          <ChartAxes axis={layout.axis} labels={layout.labels} width={width} />
          {layout.bars.map((bar) => (
            <g key={bar.date}>
              <title>{barTitle(bar)}</title>
              {bar.segments.map((segment) => (
                <rect
                  key={segment.key}
                  x={bar.x}
                  y={segment.y}
                  width={bar.width}
                  height={segment.height}
                  fill={colours[segment.key]}
                />
              ))}
              <line
                x1={bar.x - 1}
                x2={bar.x + bar.width + 1}
                y1={bar.caloriesY}
                y2={bar.caloriesY}
                stroke={colours.calories}
                strokeWidth={2}
              />
            </g>
          ))}
        </svg>
      </div>
      <ChartLegend
        items={[
          ...MACRO_KEYS.map((key) => ({
            label: MACRO_NAMES[key],
            colour: colours[key],
            mark: 'bar' as const,
          })),
          { label: weekly ? 'Weekly mean calories' : 'Calories', colour: colours.calories, mark: 'line' },
        ]}
      />
    </Flex>
  )
}
