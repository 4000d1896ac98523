import SendOutlined from '@ant-design/icons/SendOutlined'
import { Button, Flex, Input } from 'antd'
import { type KeyboardEvent, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { canSend } from './chatConversation'
import { selectAgentTyping } from './chatSlice'
import { sendChatMessage } from './sendChatMessage'

/** ChatMessage.text's limit in the contract. */
const MAX_MESSAGE_CHARS = 8000

/**
 * The message box and Send (docs/product.md §5): Enter sends, Shift+Enter starts a new line; blank text or waiting
 * disables.
 */
export function ChatComposer() {
  const dispatch = useAppDispatch()
  const waiting = useAppSelector(selectAgentTyping)
  const [text, setText] = useState('')
  const sendable = canSend(text, waiting)

  const send = () => {
    if (!sendable) return
    void dispatch(sendChatMessage(text))
    setText('')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    send()
  }

  return (
    <Flex gap={8} align="end">
      <Input.TextArea
        aria-label="Message"
        placeholder="Type your message..."
        value={text}
        maxLength={MAX_MESSAGE_CHARS}
        autoSize={{ minRows: 1, maxRows: 5 }}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="primary" icon={<SendOutlined aria-hidden />} disabled={!sendable} onClick={send}>
        Send
      </Button>
    </Flex>
  )
}
