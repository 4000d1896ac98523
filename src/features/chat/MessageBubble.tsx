import { Flex, theme, Typography } from 'antd'
import { useMemo } from 'react'
import type { ChatMessage, ChatRecipe } from '../../api/api'
import { AgentText } from './AgentText'
import { useAppSelector } from '../../app/hooks'
import { selectUserId } from '../session/sessionSlice'
import { ChatMealCard } from './ChatMealCard'
import { ChatRecipeCard } from './ChatRecipeCard'
import { ChatWeightCard } from './ChatWeightCard'
import { ChatWorkoutCard } from './ChatWorkoutCard'
import { messageContent } from './recipeExtraction'

export interface MessageBubbleProps {
  message: ChatMessage
  index: number
  onOpenCard: (card: ChatRecipe) => void
  onViewRecipe: (recipeId: string) => void
}

/** One message: the user's on the right, the agent's on the left with its recipe cards below it. */
export function MessageBubble({ message, index, onOpenCard, onViewRecipe }: MessageBubbleProps) {
  const { token } = theme.useToken()
  const fromUser = message.sender === 'user'
  const { text, recipes } = useMemo(() => messageContent(message), [message])
  const userId = useAppSelector(selectUserId)
  const proposal = fromUser ? undefined : message.meal_proposal
  const weighIn = fromUser ? undefined : message.weight_proposal
  const workout = fromUser ? undefined : message.workout_proposal

  return (
    <Flex
      component="article"
      aria-label={fromUser ? 'You said' : 'Agent said'}
      vertical
      gap={8}
      align={fromUser ? 'end' : 'start'}
      style={{
        maxWidth: fromUser ? '85%' : '95%',
        alignSelf: fromUser ? 'flex-end' : 'flex-start',
        // An agent message with recipe cards takes the full width, so its cards line up.
        width: !fromUser && (recipes.length > 0 || proposal || weighIn || workout) ? '95%' : undefined,
      }}
    >
      {text && (
        <div
          style={{
            padding: '8px 12px',
            borderRadius: token.borderRadiusLG,
            background: fromUser ? token.colorPrimary : token.colorFillTertiary,
            color: fromUser ? token.colorTextLightSolid : token.colorText,
            overflowWrap: 'anywhere',
          }}
        >
          {fromUser ? (
            <Typography.Text style={{ color: 'inherit', whiteSpace: 'pre-wrap' }}>{text}</Typography.Text>
          ) : (
            <div style={{ marginBottom: -8 }}>
              <AgentText text={text} />
            </div>
          )}
        </div>
      )}
      {recipes.map((card, cardIndex) => (
        <ChatRecipeCard
          key={`${cardIndex}-${card.name}`}
          card={card}
          messageIndex={index}
          cardIndex={cardIndex}
          onOpen={onOpenCard}
          onView={onViewRecipe}
        />
      ))}
      {proposal && userId && <ChatMealCard userId={userId} proposal={proposal} messageIndex={index} />}
      {weighIn && userId && <ChatWeightCard userId={userId} proposal={weighIn} messageIndex={index} />}
      {workout && userId && <ChatWorkoutCard userId={userId} proposal={workout} messageIndex={index} />}
    </Flex>
  )
}
