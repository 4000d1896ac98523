import { Alert, Button, Card, Flex, Typography } from 'antd'
import dayjs from 'dayjs'
import { useMemo, useState } from 'react'
import type { ChatMealProposal } from '../../api/api'
import { useAppDispatch } from '../../app/hooks'
import { formatMacro } from '../../components/formatMacro'
import { MealPreviewDialog } from '../foodLog/MealPreviewDialog'
import { type PreviewItem, previewFromEstimate, previewToInputs } from '../foodLog/mealPreview'
import { mealTypeLabel } from '../foodLog/mealTypes'
import { useLogMeal } from '../foodLog/useLogMeal'
import { mealProposalLogged } from './chatSlice'

/** Set on a proposal saved on this device while offline: the outbox sends it when the connection returns. */
export const QUEUED_MEAL = 'queued'

export interface ChatMealCardProps {
  userId: string
  proposal: ChatMealProposal
  messageIndex: number
}

/**
 * A meal the person told the agent about (docs/product.md §5): its estimated items and total, logged only when the
 * person presses Log, or Save after Edit (the Food Log's own preview). Once logged the card says so, also after a
 * reload.
 */
export function ChatMealCard({ userId, proposal, messageIndex }: ChatMealCardProps) {
  const dispatch = useAppDispatch()
  const { save, saving, error } = useLogMeal(userId)
  const [editing, setEditing] = useState(false)
  const items = useMemo(() => proposal.items.map(previewFromEstimate), [proposal.items])
  const kcal = proposal.items.reduce((sum, item) => sum + item.calories * item.quantity, 0)
  const title = `${mealTypeLabel(proposal.meal_type)} · ${formatMacro(kcal)} kcal`

  async function log(chosen: PreviewItem[]) {
    const foods = previewToInputs(chosen)
    const saved = await save({ foods, text: proposal.meal_text, date: dayjs(), mealType: proposal.meal_type })
    if (!saved) return
    dispatch(mealProposalLogged({ messageIndex, mealId: saved === 'queued' ? QUEUED_MEAL : saved.id }))
    setEditing(false)
  }

  return (
    <Card size="small" title={title} aria-label={`Meal to log: ${proposal.meal_text}`} style={{ width: '100%' }}>
      <Flex vertical gap={8}>
        <Flex component="ul" vertical gap={2} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {proposal.items.map((item, index) => (
            <li key={`${index}-${item.name}`}>
              <Typography.Text>
                {item.name} × {Number(item.quantity.toFixed(2))}
              </Typography.Text>{' '}
              <Typography.Text type="secondary">
                {item.serving_size} · {formatMacro(item.calories * item.quantity)} kcal
              </Typography.Text>
            </li>
          ))}
        </Flex>
        {proposal.logged_meal_id === QUEUED_MEAL ? (
          <Typography.Text type="success">Saved on this device; it syncs when you are back online.</Typography.Text>
        ) : proposal.logged_meal_id ? (
          <Typography.Text type="success">Logged to your Food Log.</Typography.Text>
        ) : (
          <Flex gap={8}>
            <Button type="primary" loading={saving} onClick={() => void log(items)}>
              Log
            </Button>
            <Button onClick={() => setEditing(true)}>Edit</Button>
          </Flex>
        )}
        {error && !editing && <Alert type="error" showIcon title={error} />}
      </Flex>
      {editing && (
        <MealPreviewDialog
          userId={userId}
          items={items}
          pickedNames={[]}
          saving={saving}
          error={error}
          onSave={(chosen) => void log(chosen)}
          onCancel={() => setEditing(false)}
        />
      )}
    </Card>
  )
}
