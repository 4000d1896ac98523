import { Alert, Card, Flex, Segmented, Skeleton, Typography } from 'antd'
import { useState } from 'react'
import { useGetProgressQuery, useGetUserQuery, useListWeightsQuery } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { useAppSelector } from '../../app/hooks'
import { today } from '../foodLog/diaryDays'
import { PendingWrites } from '../offline/PendingWrites'
import { selectUserId } from '../session/sessionSlice'
import { ExpenditureCard } from './ExpenditureCard'
import { IntakeChart } from './IntakeChart'
import { LogWeightForm } from './LogWeightForm'
import { MacrosCard } from './MacrosCard'
import { NoWeighIns } from './NoWeighIns'
import { DEFAULT_RANGE_DAYS, PROGRESS_RANGES, type ProgressRange, rangeOf, rangeStart } from './progressRanges'
import { useRangeWorkouts } from './useRangeWorkouts'
import { WeighInList } from './WeighInList'
import { WeightChart } from './WeightChart'

const RANGE_OPTIONS = PROGRESS_RANGES.map((range) => ({ label: range.label, value: range.days }))

/** The period's progress: the weight form, the charts, the expenditure and the weigh-ins, in the person's unit. */
function ProgressContent({ userId, range }: { userId: string; range: ProgressRange }) {
  // The client's today: the period ends on the person's calendar day, not the server's.
  const end = today()
  const profile = useGetUserQuery({ id: userId })
  const progress = useGetProgressQuery({ id: userId, days: range.days, end })
  const start = rangeStart(end, range.days)
  const weights = useListWeightsQuery({ id: userId, from: start, to: end })
  const workouts = useRangeWorkouts(userId, start, end)

  if (!profile.data) {
    return profile.isError ? (
      <Alert type="error" showIcon title={errorMessage(profile.error, 'Failed to load your profile')} />
    ) : (
      <Skeleton active paragraph={{ rows: 6 }} />
    )
  }
  const unit = profile.data.weight_unit
  const noWeighIns = weights.data?.length === 0
  return (
    <>
      <LogWeightForm userId={userId} unit={unit} />
      {progress.isError && (
        <Alert type="error" showIcon title={errorMessage(progress.error, 'Failed to load your progress')} />
      )}
      {weights.isError && (
        <Alert type="error" showIcon title={errorMessage(weights.error, 'Failed to load your weigh-ins')} />
      )}
      {workouts.error !== undefined && (
        <Alert type="error" showIcon title={errorMessage(workouts.error, 'Failed to load your workouts')} />
      )}
      {noWeighIns && <NoWeighIns progress={progress.data} />}
      {progress.data ? (
        <>
          {!noWeighIns && (
            <Card title="Weight" size="small">
              <WeightChart progress={progress.data} weekly={range.weekly} unit={unit} />
            </Card>
          )}
          <Card title="Intake vs expenditure" size="small">
            <IntakeChart progress={progress.data} weekly={range.weekly} workouts={workouts.workouts} />
          </Card>
          <MacrosCard userId={userId} end={end} range={range} />
          <ExpenditureCard userId={userId} progress={progress.data} unit={unit} />
        </>
      ) : (
        !progress.isError && <Skeleton active paragraph={{ rows: 6 }} />
      )}
      {weights.data && weights.data.length > 0 && <WeighInList userId={userId} weights={weights.data} unit={unit} />}
    </>
  )
}

/**
 * The Progress screen: body weight with its trend, intake against what the person burns (learned from their own
 * logs), and the calories suggested for their goal, over 7 days, 30 days, 90 days or a year.
 */
export function ProgressPage() {
  const userId = useAppSelector(selectUserId)
  const [days, setDays] = useState(DEFAULT_RANGE_DAYS)
  // The screen only shows inside the signed-in shell, so there is always a user here.
  if (!userId) return null
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Progress
      </Typography.Title>
      <Segmented<number> block options={RANGE_OPTIONS} value={days} onChange={setDays} aria-label="Range" />
      <PendingWrites kind="weight" />
      <ProgressContent userId={userId} range={rangeOf(days)} />
    </Flex>
  )
}
