import { Alert, App, Button, Card, Descriptions, Flex, Spin, Typography } from 'antd'
import { useState } from 'react'
import { type TargetsUpdate, useGetTargetsQuery, useUpdateTargetsMutation } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { ExerciseCaloriesSwitch } from './ExerciseCaloriesSwitch'
import { formatTarget, manualTargets, missingProfileHint, TARGET_FIELDS, type TargetsFormValues } from './targets'
import { TargetsForm } from './TargetsForm'

/**
 * The person's daily targets (GET/PUT /user/{id}/targets): calculated from the profile, or set by hand with
 * "Edit targets"; "Use calculated targets" goes back to the profile's.
 */
export function TargetsSection({ userId }: { userId: string }) {
  const { message } = App.useApp()
  const { data: targets, error: loadError, isLoading } = useGetTargetsQuery({ id: userId })
  const [updateTargets, { isLoading: saving }] = useUpdateTargetsMutation()
  const [editing, setEditing] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const update = async (targetsUpdate: TargetsUpdate, success: string, fallback: string) => {
    setError(null)
    try {
      await updateTargets({ id: userId, targetsUpdate }).unwrap()
      message.success(success)
      setEditing(false)
    } catch (failure) {
      setError(errorMessage(failure, fallback))
    }
  }

  const save = (values: TargetsFormValues) => update(manualTargets(values), 'Targets saved!', 'Failed to save targets')
  const backToCalculated = () =>
    update({ source: 'auto' }, 'Your targets are calculated from your profile again.', 'Failed to update targets')
  const cancel = () => {
    setError(null)
    setEditing(false)
  }

  const hint = targets?.source === 'auto' ? missingProfileHint(targets.missing_profile) : null
  return (
    <Card title="Daily targets" size="small">
      {isLoading && <Spin aria-label="Loading targets" />}
      {loadError && !targets && (
        <Alert type="error" showIcon title={errorMessage(loadError, 'Failed to fetch targets')} />
      )}
      {targets && editing && (
        <TargetsForm targets={targets} saving={saving} error={error} onSave={save} onCancel={cancel} />
      )}
      {targets && !editing && (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            {targets.source === 'manual' ? 'Set by you' : 'Calculated from your profile'}
          </Typography.Text>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 2, md: 3 }}
            items={TARGET_FIELDS.map(({ key, label, unit }) => ({
              key,
              label,
              children: formatTarget(targets[key], unit),
            }))}
          />
          <ExerciseCaloriesSwitch userId={userId} />
          {hint && <Alert type="info" showIcon title={hint} />}
          {error && <Alert type="error" showIcon title={error} />}
          <Flex gap={8} wrap>
            <Button
              onClick={() => {
                setError(null)
                setEditing(true)
              }}
            >
              Edit targets
            </Button>
            {targets.source === 'manual' && (
              <Button loading={saving} onClick={() => void backToCalculated()}>
                Use calculated targets
              </Button>
            )}
          </Flex>
        </Flex>
      )}
    </Card>
  )
}
