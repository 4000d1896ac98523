import PlusOutlined from '@ant-design/icons/PlusOutlined'
import { Alert, Button, Card, Flex, Typography } from 'antd'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { RecipeDetailsDialog } from '../../components/RecipeDetailsDialog'
import { ChatComposer } from './ChatComposer'
import { chatCleared, selectChatError, selectChatMessages } from './chatSlice'
import { MessageList } from './MessageList'
import { useOpenChatRecipe } from './useOpenChatRecipe'

/**
 * The AI Chat screen (docs/product.md §2): the conversation (kept across reloads and tabs until "New chat" or
 * logout), the message box and the recipe detail dialog.
 */
export function ChatPage() {
  const dispatch = useAppDispatch()
  const error = useAppSelector(selectChatError)
  const started = useAppSelector(selectChatMessages).length > 1
  const details = useOpenChatRecipe()
  const shown = details.shown

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          AI Chat
        </Typography.Title>
        <Button icon={<PlusOutlined aria-hidden />} disabled={!started} onClick={() => dispatch(chatCleared())}>
          New chat
        </Button>
      </Flex>
      <Card styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, padding: 12 } }}>
        <MessageList onOpenCard={details.openCard} onViewRecipe={details.openSaved} />
        {error && <Alert type="error" showIcon title={error} />}
        <ChatComposer />
      </Card>
      <RecipeDetailsDialog
        open={shown !== null}
        onClose={details.close}
        recipe={shown && 'recipe' in shown ? shown.recipe : null}
        recipeId={shown && 'recipeId' in shown ? shown.recipeId : null}
      />
    </Flex>
  )
}
