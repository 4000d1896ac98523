import { Flex, Typography } from 'antd'
import { useEffect, useRef } from 'react'
import type { ChatRecipe } from '../../api/api'
import { useAppSelector } from '../../app/hooks'
import { selectAgentTyping, selectChatMessages } from './chatSlice'
import { MessageBubble } from './MessageBubble'

export interface MessageListProps {
  onOpenCard: (card: ChatRecipe) => void
  onViewRecipe: (recipeId: string) => void
}

/** The conversation, scrolled to the newest message whenever one arrives, and 'Agent is typing...' while waiting. */
export function MessageList({ onOpenCard, onViewRecipe }: MessageListProps) {
  const messages = useAppSelector(selectChatMessages)
  const typing = useAppSelector(selectAgentTyping)
  const list = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = list.current
    if (element) element.scrollTop = element.scrollHeight
  }, [messages, typing])

  return (
    <Flex
      ref={list}
      role="log"
      aria-label="Conversation"
      vertical
      gap={12}
      style={{ height: 'calc(100vh - 300px)', minHeight: 320, overflowY: 'auto', padding: 4 }}
    >
      {messages.map((message, index) => (
        <MessageBubble
          key={index}
          message={message}
          index={index}
          onOpenCard={onOpenCard}
          onViewRecipe={onViewRecipe}
        />
      ))}
      {typing && (
        <Typography.Text type="secondary" role="status">
          Agent is typing...
        </Typography.Text>
      )}
    </Flex>
  )
}
