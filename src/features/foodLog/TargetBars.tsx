import { Flex, theme } from 'antd'
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
 * A thin bar filled to `percent`, drawn as antd's small line Progress is: four plain bars instead of antd's Progress
 * (with its circle and steps), ~5 KB gzip less on the Food Log's first load.
 */
function Bar({ percent, color, rail, label }: { percent: number; color: string; rail: string; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      style={{ padding: '8px 0', lineHeight: 0 }}
    >
      <div style={{ height: 6, borderRadius: 100, background: rail, overflow: 'hidden' }}>
        <div style={{ width: `${percent}%`, height: '100%', borderRadius: 'inherit', background: color }} />
      </div>
    </div>
  )
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
            {/* Plain text in antd's Typography colours: the diary is the first thing drawn, and each Typography is a
                component tree of its own. */}
            <Flex justify="space-between" gap={8} wrap>
              <strong>{label}</strong>
              <span>
                {formatMacro(eaten)} / {formatMacro(target)}
                {unit}
                {' · '}
                <span style={{ color: over ? token.colorErrorText : token.colorSuccessText }}>
                  {leftText(remaining, unit)}
                </span>
              </span>
            </Flex>
            {key === 'calories' && exercise > 0 && (
              <span style={{ color: token.colorTextDescription, fontSize: 12 }}>
                Includes {formatMacro(exercise)} kcal burned in workouts
              </span>
            )}
            <Bar
              percent={percent}
              color={over ? token.colorError : key === 'calories' ? token.colorPrimary : token.colorSuccess}
              rail={token.colorFillSecondary}
              label={`${label} eaten of target`}
            />
          </li>
        )
      })}
    </Flex>
  )
}
