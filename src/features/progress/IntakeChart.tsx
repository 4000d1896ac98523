import { Flex, theme } from 'antd'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import type { Progress, Workout } from '../../api/api'
import { formatTarget } from '../profile/targets'
import { useElementWidth } from '../foodLog/useElementWidth'
import { ChartAxes } from './ChartAxes'
import { expenditureLine, intakeChartLabel, workoutsText } from './chartLabels'
import { ChartLegend } from './ChartLegend'
import { intakeChartLayout, PROGRESS_CHART, WORKOUT_MARKER } from './progressChartLayout'
import { chartPoints } from './progressSeries'
import { type WorkoutTally, workoutTallies, workoutTotals } from './workoutSeries'

/** What a workout marker's tooltip says: "Mar 3: 2 workouts, 650 kcal burned". */
function markerTitle(tally: WorkoutTally): string {
  return `${dayjs(tally.date).format('MMM D')}: ${workoutsText(tally)}`
}

interface IntakeChartProps {
  progress: Progress
  weekly: boolean
  /** The period's workouts, undefined until they have loaded. */
  workouts?: readonly Workout[]
}

/**
 * The calories logged per day (weekly averages on the long ranges) as bars, against the expenditure as a line: the
 * learned one, or dashed, the profile's formula estimate until there is one; a marker above each day (or week) with
 * workouts. Plain SVG in the theme's colours.
 */
export function IntakeChart({ progress, weekly, workouts }: IntakeChartProps) {
  const { token } = theme.useToken()
  const [ref, width] = useElementWidth<HTMLDivElement>(640)
  const points = useMemo(() => chartPoints(progress.trend, weekly), [progress.trend, weekly])
  const tallies = useMemo(() => (workouts ? workoutTallies(workouts, points) : undefined), [workouts, points])
  const line = expenditureLine(progress)
  const layout = intakeChartLayout(points, width, line.kcal, tallies)
  const { height, left, right } = PROGRESS_CHART
  const lineColour = token.colorWarning
  const workoutColour = token.colorSuccess
  return (
    <Flex vertical gap={8}>
      <div ref={ref} style={{ width: '100%' }}>
        <svg
          role="img"
          aria-label={intakeChartLabel(progress, weekly, tallies && workoutTotals(tallies))}
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
          {layout.markers.map((marker) => (
            <circle key={marker.date} cx={marker.x} cy={marker.y} r={WORKOUT_MARKER.radius} fill={workoutColour}>
              <title>{markerTitle(marker)}</title>
            </circle>
          ))}
        </svg>
      </div>
      <ChartLegend
        items={[
          { label: weekly ? 'Weekly mean intake' : 'Intake', colour: token.colorPrimary, mark: 'bar' },
          { label: line.label, colour: lineColour, mark: line.estimate ? 'dashed' : 'line' },
          { label: 'Workout', colour: workoutColour, mark: 'dot' },
        ]}
      />
    </Flex>
  )
}
