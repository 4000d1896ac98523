import DeleteOutlined from '@ant-design/icons/DeleteOutlined'
import { Button, Card, Flex, Typography } from 'antd'
import { useState } from 'react'
import type { Weight, WeightUnit } from '../../api/api'
import { DeleteWeighInDialog } from './DeleteWeighInDialog'
import { formatProgressDay } from './progressDays'
import { formatWeight } from './weightUnits'

interface WeighInListProps {
  userId: string
  /** The period's weigh-ins, oldest first (as the API answers). */
  weights: readonly Weight[]
  unit: WeightUnit
}

/** The period's weigh-ins, newest first, each with a delete button that asks first. */
export function WeighInList({ userId, weights, unit }: WeighInListProps) {
  const [deleting, setDeleting] = useState<Weight | null>(null)
  const newestFirst = [...weights].reverse()
  return (
    <Card title="Weigh-ins" size="small">
      <Flex component="ul" vertical gap={4} aria-label="Weigh-ins" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {newestFirst.map((weight) => {
          const day = formatProgressDay(weight.date)
          return (
            <Flex component="li" key={weight.id} justify="space-between" align="center" gap={8}>
              <Typography.Text>{day}</Typography.Text>
              <Flex align="center" gap={4}>
                <Typography.Text strong>{formatWeight(weight.weight_kg, unit)}</Typography.Text>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`Delete weigh-in of ${day}`}
                  onClick={() => setDeleting(weight)}
                />
              </Flex>
            </Flex>
          )
        })}
      </Flex>
      <DeleteWeighInDialog userId={userId} weight={deleting} unit={unit} onClose={() => setDeleting(null)} />
    </Card>
  )
}
