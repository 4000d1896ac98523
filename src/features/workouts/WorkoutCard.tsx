import MoreOutlined from '@ant-design/icons/MoreOutlined'
import { Button, Card, Dropdown, Flex, Tag, Typography } from 'antd'
import type { Workout } from '../../api/api'
import { formatWorkoutDate, workoutStats } from './workoutDisplay'

interface WorkoutCardProps {
  workout: Workout
  onEdit: (workout: Workout) => void
  onDelete: (workout: Workout) => void
}

/** One workout (docs/product.md §2, §9): what, when and its figures, with a kebab menu to edit or delete it. */
export function WorkoutCard({ workout, onEdit, onDelete }: WorkoutCardProps) {
  const when = formatWorkoutDate(workout.date)
  const stats = workoutStats(workout)
  const stravaDescription = workout.strava_data?.description
  const menu = {
    items: [
      { key: 'edit', label: 'Edit' },
      { key: 'delete', label: 'Delete', danger: true },
    ],
    onClick: ({ key }: { key: string }) => (key === 'edit' ? onEdit(workout) : onDelete(workout)),
  }

  return (
    <Card size="small">
      <Flex component="article" vertical gap={6} aria-label={`${workout.workout_text}, ${when}`}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere', paddingTop: 4 }}>
            {workout.workout_text}
          </Typography.Text>
          <Dropdown menu={menu} trigger={['click']} placement="bottomRight">
            <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for ${workout.workout_text}`} />
          </Dropdown>
        </Flex>
        <Flex wrap align="center" gap={8}>
          <Typography.Text type="secondary">{when}</Typography.Text>
          <Flex gap={4}>
            <Tag color="processing">{workout.type}</Tag>
            {workout.strava_data && <Tag color="volcano">Strava</Tag>}
          </Flex>
        </Flex>
        {stats.length > 0 && (
          <dl style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', margin: 0 }}>
            {stats.map((stat) => (
              <Flex key={stat.label} gap={4}>
                <dt>
                  <Typography.Text type="secondary">{stat.label}</Typography.Text>
                </dt>
                <dd style={{ margin: 0 }}>
                  <Typography.Text>{stat.value}</Typography.Text>
                </dd>
              </Flex>
            ))}
          </dl>
        )}
        {stravaDescription && <Typography.Text>{stravaDescription}</Typography.Text>}
        {workout.notes && (
          <Typography.Paragraph type="secondary" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {workout.notes}
          </Typography.Paragraph>
        )}
      </Flex>
    </Card>
  )
}
