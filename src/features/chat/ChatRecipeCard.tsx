import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined'
import HeartFilled from '@ant-design/icons/HeartFilled'
import { Button, Card, Flex, Tag, Typography } from 'antd'
import { useState } from 'react'
import type { ChatRecipe } from '../../api/api'
import { useAppDispatch } from '../../app/hooks'
import { formatMacro } from '../../components/formatMacro'
import { cardServingMacros, cardServings, cardTimes, isTitleOnly, savedRecipeId } from './chatRecipes'
import { recipeSaved } from './chatSlice'
import { useSaveChatRecipe } from './useSaveChatRecipe'

export interface ChatRecipeCardProps {
  card: ChatRecipe
  /** Where the card is in the conversation (its message, and its place among the message's cards). */
  messageIndex: number
  cardIndex: number
  onOpen: (card: ChatRecipe) => void
  onView: (recipeId: string) => void
}

function macrosLine(card: ChatRecipe): string | null {
  const macros = cardServingMacros(card)
  if (!macros) return null
  const size = macros.servingSize ? ` (${macros.servingSize})` : ''
  // Non-breaking spaces keep each figure with its name and unit when the line wraps.
  return `Per serving${size}: ${formatMacro(macros.calories)}\u00a0kcal · Protein\u00a0${formatMacro(macros.protein)}\u00a0g · Carbs\u00a0${formatMacro(macros.carbs)}\u00a0g · Fat\u00a0${formatMacro(macros.fat)}\u00a0g`
}

/** A recipe the agent proposed (docs/product.md §3, §4): unsaved with Save Recipe, then saved with View Recipe. */
export function ChatRecipeCard({ card, messageIndex, cardIndex, onOpen, onView }: ChatRecipeCardProps) {
  const dispatch = useAppDispatch()
  const save = useSaveChatRecipe()
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const name = card.name?.trim() ?? ''
  const savedId = savedRecipeId(card)

  const onSave = async () => {
    setSaving(true)
    setProblem(null)
    const outcome = await save(card)
    setSaving(false)
    if ('problem' in outcome) setProblem(outcome.problem)
    else dispatch(recipeSaved({ messageIndex, cardIndex, recipeId: outcome.recipeId }))
  }

  const title = (
    <Button type="link" onClick={() => onOpen(card)} style={{ padding: 0, height: 'auto', whiteSpace: 'normal' }}>
      {name}
    </Button>
  )

  if (isTitleOnly(card)) {
    return (
      <Card size="small" role="article" aria-label={name}>
        <Flex align="center" gap={8}>
          <HeartFilled aria-hidden />
          {title}
        </Flex>
      </Card>
    )
  }

  const facts = [`Servings: ${cardServings(card)}`, ...cardTimes(card)].join(' · ')
  const macros = macrosLine(card)
  return (
    // Every card of a message as wide as the widest text allows, so a list of cards reads as one column.
    <Card size="small" role="article" aria-label={name} style={{ width: '100%', maxWidth: 640 }}>
      <Flex vertical gap={4} align="start">
        {title}
        {card.description?.trim() && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {card.description}
          </Typography.Paragraph>
        )}
        <Typography.Text>{facts}</Typography.Text>
        {macros && <Typography.Text>{macros}</Typography.Text>}
        <Flex align="center" gap={8} wrap style={{ marginTop: 4 }}>
          {savedId ? (
            <>
              <Tag icon={<CheckCircleOutlined aria-hidden />} color="success">
                Saved
              </Tag>
              <Button size="small" onClick={() => onView(savedId)}>
                View Recipe
              </Button>
            </>
          ) : (
            <Button size="small" type="primary" loading={saving} onClick={onSave}>
              Save Recipe
            </Button>
          )}
        </Flex>
        {problem && (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  )
}
