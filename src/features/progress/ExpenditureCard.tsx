import { Alert, App, Button, Card, Flex, Typography } from 'antd'
import { useState } from 'react'
import { type Progress, useGetTargetsQuery, useUpdateTargetsMutation, type WeightUnit } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { formatTarget } from '../profile/targets'
import { calorieTargetUpdate } from './calorieTarget'
import { meanIntakeText, notEnoughDataText, trendChangeText } from './expenditureText'

interface ExpenditureCardProps {
  userId: string
  progress: Progress
  unit: WeightUnit
}

/**
 * What the person burns a day, learned from their logs (with how confident it is, the mean intake and the trend's
 * change it rests on), or why it is not known yet and the profile's estimate meanwhile; then the calories suggested
 * for their goal, which one button makes the calorie target (the macros scaled along).
 */
export function ExpenditureCard({ userId, progress, unit }: ExpenditureCardProps) {
  const { message } = App.useApp()
  const targets = useGetTargetsQuery({ id: userId }).data
  const [updateTargets, { isLoading: saving }] = useUpdateTargetsMutation()
  const [error, setError] = useState<string | null>(null)
  const suggested = progress.suggested_calories
  const learned = progress.expenditure_kcal

  async function applySuggestion() {
    if (!targets) return
    setError(null)
    try {
      await updateTargets({ id: userId, targetsUpdate: calorieTargetUpdate(targets, suggested) }).unwrap()
      message.success(`Calorie target set to ${Math.round(suggested).toLocaleString('en-US')} kcal.`)
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to update targets'))
    }
  }

  const details = [meanIntakeText(progress), trendChangeText(progress, unit)].filter((text) => text !== null)
  return (
    <Card title="Expenditure" size="small">
      <Flex vertical gap={12}>
        {learned === null ? (
          <Typography.Paragraph style={{ margin: 0 }}>{notEnoughDataText(progress)}</Typography.Paragraph>
        ) : (
          <Flex vertical gap={4}>
            <Typography.Text strong style={{ fontSize: 20 }}>
              {formatTarget(learned, 'kcal')} a day
            </Typography.Text>
            <Typography.Text>Confidence: {progress.confidence}</Typography.Text>
            {details.map((text) => (
              <Typography.Text key={text} type="secondary">
                {text}
              </Typography.Text>
            ))}
          </Flex>
        )}
        <Typography.Text strong>
          Suggested for {progress.goal}: {formatTarget(suggested, 'kcal')} a day
        </Typography.Text>
        {error && <Alert type="error" showIcon title={error} />}
        <Button
          onClick={() => void applySuggestion()}
          loading={saving}
          disabled={!targets}
          style={{ alignSelf: 'flex-start' }}
        >
          Use as my calorie target
        </Button>
      </Flex>
    </Card>
  )
}
