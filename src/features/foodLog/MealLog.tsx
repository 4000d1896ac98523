import { Alert, Card, Empty, Flex, Spin } from 'antd'
import { useDeferredValue, useState } from 'react'
import { type Meal, useListMealsQuery } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { MEAL_LOG_PAGE_SIZE } from './foodLogConstants'
import { mealLogPageArgs } from './foodLogReads'
import { mayHaveMore } from './mealLogPaging'
import { MealCard } from './MealCard'
import { MealDetailDialog } from './lazyParts'
import { useLoadMoreOnScroll } from '../../components/useLoadMoreOnScroll'

/** One page of 10 meals; pages are cached (and refetched after a change) one by one. */
function MealLogPage({
  userId,
  pageIndex,
  onOpen,
}: {
  userId: string
  pageIndex: number
  onOpen: (meal: Meal) => void
}) {
  const page = useListMealsQuery(mealLogPageArgs(userId, pageIndex))
  // The cards are drawn in a render of their own that React slices, after the answer's store update has been drawn:
  // drawn in that update's synchronous render, ten cards and their effects made one long task.
  const meals = useDeferredValue(page.data)
  if (page.isError) return <Alert type="error" showIcon title={errorMessage(page.error, 'Failed to fetch meals')} />
  return meals?.map((meal) => <MealCard key={meal.id} meal={meal} onOpen={onOpen} />)
}

/** The Meal Log (docs/product.md §4, §9): newest first, 10 cards, then 10 more each time the page nears its bottom. */
export function MealLog({ userId }: { userId: string }) {
  const [pageCount, setPageCount] = useState(1)
  const [openMeal, setOpenMeal] = useState<Meal | null>(null)
  const lastPage = useListMealsQuery(mealLogPageArgs(userId, pageCount - 1))
  // Only once the last page's cards are drawn (they are deferred, see MealLogPage): checked before, the page's
  // bottom is still above them and the next page would load at once.
  const lastPageDrawn = useDeferredValue(lastPage.currentData) === lastPage.currentData
  const canLoadMore =
    !lastPage.isFetching && lastPageDrawn && mayHaveMore(lastPage.currentData?.length, MEAL_LOG_PAGE_SIZE)
  // Not a functional update: several scroll events before the next render still add one page only.
  useLoadMoreOnScroll(canLoadMore, () => setPageCount(pageCount + 1))
  const empty = pageCount === 1 && lastPage.currentData?.length === 0

  return (
    <Card title="Meal Log">
      <Flex vertical gap={12}>
        {Array.from({ length: pageCount }, (_, pageIndex) => (
          <MealLogPage key={pageIndex} userId={userId} pageIndex={pageIndex} onOpen={setOpenMeal} />
        ))}
        {lastPage.isFetching && (
          <Flex justify="center">
            <Spin aria-label="Loading meals" />
          </Flex>
        )}
        {empty && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No meals logged yet." />}
      </Flex>
      <MealDetailDialog userId={userId} meal={openMeal} onClose={() => setOpenMeal(null)} />
    </Card>
  )
}
