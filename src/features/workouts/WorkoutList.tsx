import { Alert, Card, Empty, Flex, Spin } from 'antd'
import { useCallback, useState } from 'react'
import { useListWorkoutsQuery, type Workout } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { DeleteWorkoutDialog } from './DeleteWorkoutDialog'
import { EditWorkoutDialog } from './EditWorkoutDialog'
import { useLoadMoreOnScroll } from '../../components/useLoadMoreOnScroll'
import { WorkoutCard } from './WorkoutCard'
import { mayHaveMore, workoutPageWindow } from './workoutPaging'

interface PageProps {
  userId: string
  pageIndex: number
  onEdit: (workout: Workout) => void
  onDelete: (workout: Workout) => void
}

/** One page of workouts; each page is its own cache entry, refetched after a change. */
function WorkoutListPage({ userId, pageIndex, onEdit, onDelete }: PageProps) {
  const page = useListWorkoutsQuery({ id: userId, ...workoutPageWindow(pageIndex) })
  if (page.isError) return <Alert type="error" showIcon title={errorMessage(page.error, 'Failed to fetch workouts')} />
  return page.data?.map((workout) => (
    <WorkoutCard key={workout.id} workout={workout} onEdit={onEdit} onDelete={onDelete} />
  ))
}

/** The workout cards, newest first, a page at a time as the page is scrolled to its bottom (see workoutPaging). */
export function WorkoutList({ userId }: { userId: string }) {
  const [pageCount, setPageCount] = useState(1)
  const [editing, setEditing] = useState<Workout | null>(null)
  const [deleting, setDeleting] = useState<Workout | null>(null)
  const lastPage = useListWorkoutsQuery({ id: userId, ...workoutPageWindow(pageCount - 1) })
  const canLoadMore = !lastPage.isFetching && !lastPage.isError && mayHaveMore(lastPage.currentData?.length)
  const loadMore = useCallback(() => setPageCount((count) => count + 1), [])
  useLoadMoreOnScroll(canLoadMore, loadMore)
  const empty = pageCount === 1 && lastPage.currentData?.length === 0

  return (
    <Card title="Workouts">
      <Flex vertical gap={12}>
        {Array.from({ length: pageCount }, (_, pageIndex) => (
          <WorkoutListPage
            key={pageIndex}
            userId={userId}
            pageIndex={pageIndex}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        ))}
        {lastPage.isFetching && (
          <Flex justify="center">
            <Spin aria-label="Loading workouts" />
          </Flex>
        )}
        {empty && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No workouts logged yet." />}
      </Flex>
      <EditWorkoutDialog userId={userId} workout={editing} onClose={() => setEditing(null)} />
      <DeleteWorkoutDialog userId={userId} workout={deleting} onClose={() => setDeleting(null)} />
    </Card>
  )
}
