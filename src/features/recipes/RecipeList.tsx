import { Alert, Empty, Flex, Spin } from 'antd'
import { useState } from 'react'
import { type Recipe, useListRecipesQuery } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { useFavoriteFoods } from '../../components/useFavoriteFoods'
import { mayHaveMore, recipePageWindow } from './recipePaging'
import { RecipeRow } from './RecipeRow'
import type { RecipeSort } from './recipeSorts'
import { useLoadMoreOnScroll } from '../../components/useLoadMoreOnScroll'

interface RecipeListProps {
  userId: string
  sort: RecipeSort
  onOpen: (recipe: Recipe) => void
  onLog: (recipe: Recipe) => void
}

type PageProps = RecipeListProps & { pageIndex: number; favorites: ReturnType<typeof useFavoriteFoods> }

/** One page of the list; each page is its own cache entry, refetched on its own after a change. */
function RecipeListPage({ userId, sort, pageIndex, favorites, onOpen, onLog }: PageProps) {
  const page = useListRecipesQuery({ sort, ...recipePageWindow(pageIndex) })
  if (page.isError) return null
  return page.data?.map((recipe) => (
    <li key={recipe.id} aria-label={recipe.name}>
      <RecipeRow
        userId={userId}
        recipe={recipe}
        favorite={favorites.isFavorite(recipe.food_id)}
        onToggleFavorite={(row) => {
          // A recipe is favourited through its food entry; a recipe without one has its heart disabled.
          if (row.food_id) void favorites.toggle(row.food_id)
        }}
        onOpen={onOpen}
        onLog={onLog}
      />
    </li>
  ))
}

/**
 * The recipes (docs/product.md §9): 20 first, then 10 more each time the page is scrolled within 200 px of its bottom.
 */
export function RecipeList(props: RecipeListProps) {
  const [pageCount, setPageCount] = useState(1)
  const favorites = useFavoriteFoods(props.userId)
  const firstPage = useListRecipesQuery({ sort: props.sort, ...recipePageWindow(0) })
  const lastPage = useListRecipesQuery({ sort: props.sort, ...recipePageWindow(pageCount - 1) })
  const canLoadMore = !lastPage.isFetching && !lastPage.isError && mayHaveMore(lastPage.data?.length, pageCount - 1)
  // Not a functional update: several scroll events before the next render still add one page only.
  useLoadMoreOnScroll(canLoadMore, () => setPageCount(pageCount + 1))
  const failed = [firstPage, lastPage].find((page) => page.isError)

  return (
    <Flex vertical gap={8}>
      {failed && <Alert type="error" showIcon title={errorMessage(failed.error, 'Failed to fetch recipes')} />}
      <ul aria-label="Recipes" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {Array.from({ length: pageCount }, (_, pageIndex) => (
          <RecipeListPage key={pageIndex} {...props} pageIndex={pageIndex} favorites={favorites} />
        ))}
      </ul>
      {lastPage.isFetching && (
        <Flex justify="center">
          <Spin aria-label="Loading recipes" />
        </Flex>
      )}
      {firstPage.data?.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No recipes yet." />}
    </Flex>
  )
}
