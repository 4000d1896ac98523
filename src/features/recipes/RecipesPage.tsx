import PlusOutlined from '@ant-design/icons/PlusOutlined'
import { Button, Flex, Select, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { Recipe } from '../../api/api'
import { useAppSelector } from '../../app/hooks'
import { RecipeDetailsDialog } from '../../components/RecipeDetailsDialog'
import { selectUserId } from '../session/sessionSlice'
import { LogRecipeDialog } from './LogRecipeDialog'
import { openRecipeIdFrom } from './recipeLinks'
import { RecipeFormDialog } from './RecipeFormDialog'
import { RecipeList } from './RecipeList'
import { DEFAULT_RECIPE_SORT, RECIPE_SORT_OPTIONS, type RecipeSort } from './recipeSorts'
import { useEditRecipeLink } from './useEditRecipeLink'

/**
 * The Recipes screen (docs/product.md §2): sorted, paged list; details dialog with Edit; the Add/Edit Recipe dialog;
 * the Log Recipe dialog (servings of a recipe logged as a meal).
 * Other screens open a recipe's details (Go to Recipe) or its Edit Recipe dialog (/recipes?edit={id}).
 */
export function RecipesPage() {
  const userId = useAppSelector(selectUserId)
  const location = useLocation()
  const navigate = useNavigate()
  const [sort, setSort] = useState<RecipeSort>(DEFAULT_RECIPE_SORT)
  // The recipe whose details are shown: from the list, or by id when Go to Recipe (Unique Foods) brought it.
  const [details, setDetails] = useState<{ id: string; recipe?: Recipe } | null>(() => {
    const id = openRecipeIdFrom(location.state)
    return id ? { id } : null
  })
  // undefined: no form; null: a new recipe.
  const [editing, setEditing] = useState<Recipe | null | undefined>(undefined)
  useEditRecipeLink(setEditing, (id) => setDetails({ id }))
  const [logging, setLogging] = useState<Recipe | null>(null)

  useEffect(() => {
    // Opened once: a reload or coming back must not open it again.
    if (openRecipeIdFrom(location.state)) void navigate(location.pathname, { replace: true, state: null })
  }, [location.pathname, location.state, navigate])

  if (!userId) return null
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Recipes
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          Add Recipe
        </Button>
      </Flex>
      <Flex align="center" gap={8}>
        <label htmlFor="recipe-sort">Sort By</label>
        <Select
          id="recipe-sort"
          value={sort}
          onChange={setSort}
          options={RECIPE_SORT_OPTIONS}
          style={{ minWidth: 160 }}
        />
      </Flex>
      {/* A new sort starts again from the first 20 recipes. */}
      <RecipeList
        key={sort}
        userId={userId}
        sort={sort}
        onOpen={(recipe) => setDetails({ id: recipe.id, recipe })}
        onLog={setLogging}
      />
      <RecipeDetailsDialog
        open={details !== null}
        recipeId={details?.id}
        recipe={details?.recipe}
        onClose={() => setDetails(null)}
        onEdit={(recipe) => {
          setDetails(null)
          setEditing(recipe)
        }}
      />
      {editing !== undefined && (
        <RecipeFormDialog
          key={editing?.id ?? 'new'}
          recipe={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => setEditing(undefined)}
        />
      )}
      {logging && (
        <LogRecipeDialog key={logging.id} userId={userId} recipe={logging} onClose={() => setLogging(null)} />
      )}
    </Flex>
  )
}
