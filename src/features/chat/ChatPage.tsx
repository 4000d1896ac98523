import { Alert, Card, Flex, Typography } from 'antd'
import { useAppSelector } from '../../app/hooks'
import { RecipeDetailsDialog } from '../../components/RecipeDetailsDialog'
import { ChatComposer } from './ChatComposer'
import { selectChatError } from './chatSlice'
import { MessageList } from './MessageList'
import { useOpenChatRecipe } from './useOpenChatRecipe'

/** The AI Chat screen (docs/product.md §2): the conversation, the message box and the recipe detail dialog. */
export function ChatPage() {
  const error = useAppSelector(selectChatError)
  const details = useOpenChatRecipe()
  const shown = details.shown

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        AI Chat
      </Typography.Title>
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
