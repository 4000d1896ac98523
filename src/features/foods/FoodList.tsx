import { Alert, Col, Empty, Flex, Row, Spin } from 'antd'
import { useState } from 'react'
import { type Food, useListUserFoodsQuery } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { FoodCard } from './FoodCard'
import { foodPageWindow, mayHaveMore } from './foodPaging'
import type { FoodSort } from './foodSorts'
import { useFavoriteFoods } from '../../components/useFavoriteFoods'
import { useLoadMoreOnScroll } from '../../components/useLoadMoreOnScroll'

interface FoodListProps {
  userId: string
  /** Part of the food name to look for (trimmed); empty: every food. */
  search: string
  sort: FoodSort
  favoritesOnly: boolean
  onOpen: (food: Food) => void
}

function pageArgs({ userId, search, sort, favoritesOnly }: Omit<FoodListProps, 'onOpen'>, pageIndex: number) {
  return { id: userId, q: search || undefined, sort, favorites: favoritesOnly, ...foodPageWindow(pageIndex) }
}

type PageProps = Omit<FoodListProps, 'onOpen'> & { pageIndex: number; cardProps: (food: Food) => CardProps }
type CardProps = Omit<Parameters<typeof FoodCard>[0], 'food'>

/** One page of the list; each page is its own cache entry, refetched on its own after a change. */
function FoodListPage({ pageIndex, cardProps, ...list }: PageProps) {
  const page = useListUserFoodsQuery(pageArgs(list, pageIndex))
  // A failed fetch shows an empty list (docs/product.md §8), not what an earlier fetch left in the cache.
  if (page.isError) return null
  return page.data?.map((food) => (
    <Col key={food.id} xs={24} sm={12} md={8} role="listitem" aria-label={food.name}>
      <FoodCard food={food} {...cardProps(food)} />
    </Col>
  ))
}

/** The food cards (docs/product.md §9): 20 first, then 10 more each time the page is scrolled near its bottom. */
export function FoodList({ onOpen, ...list }: FoodListProps) {
  const [pageCount, setPageCount] = useState(1)
  const favorites = useFavoriteFoods(list.userId)
  const lastPage = useListUserFoodsQuery(pageArgs(list, pageCount - 1))
  const firstPage = useListUserFoodsQuery(pageArgs(list, 0))
  const canLoadMore = !lastPage.isFetching && !lastPage.isError && mayHaveMore(lastPage.data?.length, pageCount - 1)
  // Not a functional update: several scroll events before the next render still add one page only.
  useLoadMoreOnScroll(canLoadMore, () => setPageCount(pageCount + 1))

  const cardProps = (food: Food): CardProps => ({
    favorite: favorites.isFavorite(food.id),
    onToggleFavorite: () => void favorites.toggle(food.id),
    onOpen,
  })

  const failed = [firstPage, lastPage].find((page) => page.isError)
  return (
    <Flex vertical gap={12}>
      {failed && <Alert type="error" showIcon title={errorMessage(failed.error, 'Failed to fetch foods')} />}
      <Row gutter={[12, 12]} role="list" aria-label="Foods">
        {Array.from({ length: pageCount }, (_, pageIndex) => (
          <FoodListPage key={pageIndex} {...list} pageIndex={pageIndex} cardProps={cardProps} />
        ))}
      </Row>
      {lastPage.isFetching && (
        <Flex justify="center">
          <Spin aria-label="Loading foods" />
        </Flex>
      )}
      {firstPage.data?.length === 0 && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={list.search ? `No foods match “${list.search}”.` : 'No foods found.'}
        />
      )}
    </Flex>
  )
}
