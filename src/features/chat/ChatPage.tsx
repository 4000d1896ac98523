import { Typography } from 'antd'

/** The AI Chat screen (filled in by the chat issue). */
export function ChatPage() {
  return <Typography.Title level={2}>AI Chat</Typography.Title>
}
