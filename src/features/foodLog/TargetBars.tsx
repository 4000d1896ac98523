import { Flex, Progress, theme, Typography } from 'antd'
import type { Diary } from '../../api/api'
import { formatMacro } from '../../components/formatMacro'
import { leftText } from './diaryDays'

const ROWS = [
  { key: 'calories', label: 'Calories', unit: ' kcal' },
  { key: 'protein', label: 'Protein', unit: ' g' },
  { key: 'carbs', label: 'Carbs', unit: ' g' },
  { key: 'fat', label: 'Fat', unit: ' g' },
] as const

/** The day's calorie target: with the workouts' calories added when the person chose so (Profile → Daily targets). */
function calorieTarget(diary: Diary): number {
  return diary.targets.calories + (diary.exercise_added ? diary.exercise_calories : 0)
}

/**
 * Eaten against target for calories and each macro, with what is left (or how far over), to one decimal. When the
 * day's workouts are added to the calorie target, the calories row says how much they added.
 */
export function TargetBars({ diary }: { diary: Diary }) {
  const { token } = theme.useToken()
  const exercise = diary.exercise_added && diary.exercise_calories > 0 ? diary.exercise_calories : 0
  return (
    <Flex component="ul" vertical gap={8} aria-label="Targets" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {ROWS.map(({ key, label, unit }) => {
        const target = key === 'calories' ? calorieTarget(diary) : diary.targets[key]
        const eaten = diary.totals[key]
        const remaining = diary.remaining[key]
        const percent = target > 0 ? Math.min(100, (eaten / target) * 100) : 0
        const over = remaining < 0
        return (
          <li key={key} aria-label={label}>
            <Flex justify="space-between" gap={8} wrap>
              <Typography.Text strong>{label}</Typography.Text>
              <Typography.Text>
                {formatMacro(eaten)} / {formatMacro(target)}
                {unit}
                {' · '}
                <Typography.Text type={over ? 'danger' : 'success'}>{leftText(remaining, unit)}</Typography.Text>
              </Typography.Text>
            </Flex>
            {key === 'calories' && exercise > 0 && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                Includes {formatMacro(exercise)} kcal burned in workouts
              </Typography.Text>
            )}
            <Progress
              percent={percent}
              showInfo={false}
              size="small"
              strokeColor={over ? token.colorError : key === 'calories' ? token.colorPrimary : token.colorSuccess}
              aria-label={`${label} eaten of target`}
            />
          </li>
        )
      })}
    </Flex>
  )
}
