import FileTextOutlined from '@ant-design/icons/FileTextOutlined'
import { Alert, Button, Divider, Flex, Form, Modal } from 'antd'
import { useEffect, useRef, useState } from 'react'
import type { Recipe } from '../../api/api'
import { DeleteRecipeDialog } from './DeleteRecipeDialog'
import { IngredientRows } from './IngredientRows'
import { PasteRecipeTextDialog } from './PasteRecipeTextDialog'
import { RecipeDetailsFields } from './RecipeDetailsFields'
import { useScreens } from '../../components/useScreens'
import { macroFormFields, NEW_RECIPE_FORM, recipeFormValues, type RecipeFormValues } from './recipeForm'
import { RecipeMacroFields } from './RecipeMacroFields'
import { RECIPE_SAVED } from './recipeSaveMessages'
import { StepRows } from './StepRows'
import { useSaveRecipe } from './useSaveRecipe'

/** docs/product.md §9: the dialog closes 1.2 s after a successful save. */
export const CLOSE_AFTER_SAVE_MS = 1200

type SaveState =
  | { status: 'idle' }
  | { status: 'saving'; estimate: boolean }
  | { status: 'saved' }
  | { status: 'failed'; message: string }

interface RecipeFormDialogProps {
  /** The recipe to edit; null adds a new one. */
  recipe: Recipe | null
  onClose: () => void
  /** Told once the recipe is saved (1.2 s after the success message) or deleted. */
  onSaved: () => void
}

/** The Add/Edit Recipe dialog, with Paste Recipe Text, Create & Estimate Macros and Delete Recipe. */
export function RecipeFormDialog({ recipe, onClose, onSaved }: RecipeFormDialogProps) {
  const [form] = Form.useForm<RecipeFormValues>()
  const saveRecipe = useSaveRecipe()
  const [state, setState] = useState<SaveState>({ status: 'idle' })
  const [recipeId, setRecipeId] = useState(recipe?.id)
  const [pasting, setPasting] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const closeTimer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(closeTimer.current), [])

  const save = async (estimate: boolean) => {
    const values = await form.validateFields().catch(() => null)
    if (!values) return
    setState({ status: 'saving', estimate })
    const outcome = await saveRecipe(values, { recipeId, estimate, foodId: recipe?.food_id })
    setRecipeId(outcome.recipeId)
    if (outcome.estimated) form.setFieldsValue(macroFormFields(outcome.estimated))
    if (outcome.problem) return setState({ status: 'failed', message: outcome.problem })
    setState({ status: 'saved' })
    closeTimer.current = window.setTimeout(onSaved, CLOSE_AFTER_SAVE_MS)
  }

  const narrow = !useScreens().sm
  const busy = state.status === 'saving' || state.status === 'saved'
  const creating = recipeId === undefined
  return (
    <Modal
      open
      title={recipe ? 'Edit Recipe' : 'Add Recipe'}
      onCancel={onClose}
      width={640}
      mask={{ closable: false }}
      footer={
        // On a phone the actions stack full width, the main one first; on wider screens Delete sits apart on the left.
        <Flex justify="space-between" gap={8} vertical={narrow}>
          {recipeId ? (
            <Button
              danger
              disabled={busy}
              block={narrow}
              onClick={() => setDeleting(true)}
              style={{ order: narrow ? 3 : 0 }}
            >
              Delete Recipe
            </Button>
          ) : (
            <span />
          )}
          <Flex justify="end" gap={8} vertical={narrow} style={{ flexDirection: narrow ? 'column-reverse' : 'row' }}>
            <Button block={narrow} onClick={onClose}>
              Cancel
            </Button>
            <Button
              block={narrow}
              disabled={busy}
              loading={state.status === 'saving' && !state.estimate}
              onClick={() => void save(false)}
            >
              {creating ? 'Create Recipe' : 'Save Recipe'}
            </Button>
            <Button
              type="primary"
              block={narrow}
              disabled={busy}
              loading={state.status === 'saving' && state.estimate}
              onClick={() => void save(true)}
            >
              {/* docs/product.md §4 names the sequence so whether it creates the recipe or updates it. */}
              Create & Estimate Macros
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Form
        form={form}
        name="recipe"
        layout="vertical"
        initialValues={recipe ? recipeFormValues(recipe) : NEW_RECIPE_FORM}
        disabled={busy}
      >
        <Button icon={<FileTextOutlined aria-hidden />} onClick={() => setPasting(true)} style={{ marginBottom: 16 }}>
          Paste Recipe Text
        </Button>
        <RecipeDetailsFields />
        <IngredientRows />
        <Divider style={{ margin: '16px 0' }} />
        <StepRows />
        <Divider style={{ margin: '16px 0' }} />
        <RecipeMacroFields />
      </Form>
      {state.status === 'failed' && <Alert type="error" showIcon title={state.message} />}
      {state.status === 'saved' && <Alert type="success" showIcon title={RECIPE_SAVED} />}
      <PasteRecipeTextDialog
        open={pasting}
        onClose={() => setPasting(false)}
        onExtracted={(fields) => form.setFieldsValue(fields)}
      />
      {recipeId && (
        <DeleteRecipeDialog
          open={deleting}
          recipeId={recipeId}
          onClose={() => setDeleting(false)}
          onDeleted={onSaved}
        />
      )}
    </Modal>
  )
}
