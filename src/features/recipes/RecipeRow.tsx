import DeleteOutlined from '@ant-design/icons/DeleteOutlined'
import PlusOutlined from '@ant-design/icons/PlusOutlined'
import { Button, Card, Flex, Popconfirm, Typography } from 'antd'
import { type Recipe, useDeleteUserRecipeMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { formatMacro } from '../../components/formatMacro'
import { recipeServingMacros } from '../../components/RecipeDetailsDialogRules'
import { FavoriteButton } from '../../components/FavoriteButton'

interface RecipeRowProps {
  userId: string
  recipe: Recipe
  favorite: boolean
  onToggleFavorite: (recipe: Recipe) => void
  onOpen: (recipe: Recipe) => void
  onLog: (recipe: Recipe) => void
}

function summary(recipe: Recipe): string {
  const servings = `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}`
  const calories = recipeServingMacros(recipe)?.calories
  return calories == null ? servings : `${servings} · ${formatMacro(calories)} kcal per serving`
}

/**
 * One recipe of the list: opens its details; Log (servings of it as a meal); a heart; a Delete popup (the recipe and
 * its log records go).
 */
export function RecipeRow({ userId, recipe, favorite, onToggleFavorite, onOpen, onLog }: RecipeRowProps) {
  const [deleteRecipe, deletion] = useDeleteUserRecipeMutation()

  const remove = async () => {
    const result = await deleteRecipe({ id: userId, recipeId: recipe.id })
    if (result.error) window.alert(errorMessage(result.error, 'Failed to delete recipe'))
  }

  return (
    <Card size="small" hoverable onClick={() => onOpen(recipe)} styles={{ body: { padding: '8px 12px' } }}>
      <Flex justify="space-between" align="center" gap={8}>
        <Flex vertical style={{ minWidth: 0 }}>
          <Button
            type="link"
            style={{ padding: 0, height: 'auto', justifyContent: 'start', fontWeight: 600, maxWidth: '100%' }}
            onClick={(event) => {
              event.stopPropagation()
              onOpen(recipe)
            }}
          >
            <Typography.Text ellipsis style={{ color: 'inherit' }}>
              {recipe.name}
            </Typography.Text>
          </Button>
          <Typography.Text type="secondary" ellipsis>
            {summary(recipe)}
          </Typography.Text>
        </Flex>
        <Flex gap={4} align="center" onClick={(event) => event.stopPropagation()}>
          <Button
            size="small"
            icon={<PlusOutlined aria-hidden />}
            aria-label={`Log ${recipe.name}`}
            onClick={() => onLog(recipe)}
          >
            Log
          </Button>
          <FavoriteButton
            name={recipe.name}
            favorite={favorite}
            disabled={!recipe.food_id}
            onToggle={() => onToggleFavorite(recipe)}
          />
          <Popconfirm
            title="Delete this recipe and all its log records?"
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove()}
          >
            <Button
              type="text"
              danger
              shape="circle"
              loading={deletion.isLoading}
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`Delete ${recipe.name}`}
            />
          </Popconfirm>
        </Flex>
      </Flex>
    </Card>
  )
}
