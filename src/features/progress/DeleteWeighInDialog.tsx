import { Alert, Flex, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useDeleteWeightMutation, type Weight, type WeightUnit } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { formatProgressDay } from './progressDays'
import { formatWeight } from './weightUnits'

interface DeleteWeighInDialogProps {
  userId: string
  /** The weigh-in to delete; null when the dialog is closed. */
  weight: Weight | null
  unit: WeightUnit
  onClose: () => void
}

/** The confirmation before a weigh-in is deleted. */
export function DeleteWeighInDialog({ userId, weight, unit, onClose }: DeleteWeighInDialogProps) {
  const [deleteWeight, { isLoading }] = useDeleteWeightMutation()
  const [error, setError] = useState<string | null>(null)

  const close = () => {
    setError(null)
    onClose()
  }

  async function confirm() {
    if (!weight) return
    setError(null)
    try {
      await deleteWeight({ id: userId, weightId: weight.id }).unwrap()
      close()
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to delete the weigh-in'))
    }
  }

  return (
    <Modal
      open={weight !== null}
      title="Delete weigh-in"
      okText="Delete"
      okButtonProps={{ danger: true, loading: isLoading }}
      onOk={() => void confirm()}
      onCancel={close}
    >
      <Flex vertical gap={12}>
        {weight && (
          <Typography.Text>
            Delete the weigh-in of {formatProgressDay(weight.date)} ({formatWeight(weight.weight_kg, unit)})?
          </Typography.Text>
        )}
        {error && <Alert type="error" showIcon title={error} />}
      </Flex>
    </Modal>
  )
}
