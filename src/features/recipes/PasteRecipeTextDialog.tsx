import { Alert, Button, Flex, Input, Modal } from 'antd'
import { useState } from 'react'
import { useParseRecipeTextMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { parsedRecipeFields } from './pastedRecipe'
import type { RecipeFormValues } from './recipeForm'

const COULD_NOT_EXTRACT = 'Could not extract recipe fields.'

interface PasteRecipeTextDialogProps {
  open: boolean
  onClose: () => void
  /** Receives the recipe form fields found in the text. */
  onExtracted: (fields: Partial<RecipeFormValues>) => void
}

/** Paste Recipe Text: the server reads a pasted recipe into the form's fields; Extract needs some text. */
export function PasteRecipeTextDialog({ open, onClose, onExtracted }: PasteRecipeTextDialogProps) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [parse, { isLoading }] = useParseRecipeTextMutation()

  const close = () => {
    setError(null)
    onClose()
  }

  const extract = async () => {
    setError(null)
    const result = await parse({ parseRecipeTextRequest: { text } })
    if (result.error) return setError(errorMessage(result.error, COULD_NOT_EXTRACT))
    const fields = parsedRecipeFields(result.data)
    if (!fields) return setError(COULD_NOT_EXTRACT)
    onExtracted(fields)
    setText('')
    close()
  }

  return (
    <Modal
      open={open}
      title="Paste Recipe Text"
      onCancel={close}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={close}>Cancel</Button>
          <Button type="primary" disabled={!text.trim()} loading={isLoading} onClick={() => void extract()}>
            Extract
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Input.TextArea
          aria-label="Recipe text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Paste a recipe: its title, ingredients, steps, servings and times."
          rows={10}
        />
        {error && <Alert type="error" showIcon title={error} />}
      </Flex>
    </Modal>
  )
}
