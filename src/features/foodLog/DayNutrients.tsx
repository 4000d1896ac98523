import { Flex, Typography } from 'antd'
import type { Diary } from '../../api/api'
import { formatMacro } from '../../components/formatMacro'
import { NUTRIENTS, nutrientAmount } from './nutrientText'

/**
 * The day's fiber (against its target), sugar and sodium under the macro bars. A value no food of the day knows is a
 * dash: unknown, which is not zero.
 */
export function DayNutrients({ diary }: { diary: Diary }) {
  return (
    <Flex
      component="ul"
      gap={16}
      wrap
      aria-label="Other nutrients"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {NUTRIENTS.map(({ key, label }) => {
        const amount = nutrientAmount(key, diary.totals[key])
        return (
          <li key={key} aria-label={label}>
            <Typography.Text type="secondary">{label}</Typography.Text>{' '}
            <Typography.Text>
              {key === 'fiber' ? `${amount} / ${formatMacro(diary.targets.fiber)} g` : amount}
            </Typography.Text>
          </li>
        )
      })}
    </Flex>
  )
}
