import { Alert, Button, Card, Flex, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { type ChatWorkoutProposal, useCreateWorkoutMutation, type WorkoutInput } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { useAppDispatch } from '../../app/hooks'
import { sendOrKeep } from '../offline/outboxSync'
import { workoutProposalLogged } from './chatSlice'
import { ProposalLogged, QUEUED_PROPOSAL } from './ProposalLogged'

export interface ChatWorkoutCardProps {
  userId: string
  proposal: ChatWorkoutProposal
  messageIndex: number
}

/** "Run · 30 min · 294 kcal" (a figure the agent could not tell is left out). */
export function workoutSummary(proposal: ChatWorkoutProposal): string {
  const parts: string[] = [proposal.type]
  if (proposal.duration != null) parts.push(`${Math.round(proposal.duration)} min`)
  if (proposal.calories_burned != null) parts.push(`${Math.round(proposal.calories_burned)} kcal`)
  return parts.join(' · ')
}

/**
 * A workout the person asked the agent to log: its activity, minutes and calories, logged only when they press Log
 * (offline it waits on this device and syncs once). Once logged the card says so, also after a reload.
 */
export function ChatWorkoutCard({ userId, proposal, messageIndex }: ChatWorkoutCardProps) {
  const dispatch = useAppDispatch()
  const [createWorkout, { isLoading }] = useCreateWorkoutMutation()
  const [error, setError] = useState<string | null>(null)
  const summary = workoutSummary(proposal)

  async function log() {
    setError(null)
    const { workout_text, type, duration, calories_burned, date } = proposal
    const workoutInput: WorkoutInput = { workout_text, type, duration, calories_burned, date }
    try {
      const sent = await dispatch(
        sendOrKeep({ userId, kind: 'workout', body: workoutInput, label: `${type} · ${workout_text}` }, (key) =>
          createWorkout({ id: userId, workoutInput, 'Idempotency-Key': key }).unwrap(),
        ),
      )
      dispatch(workoutProposalLogged({ messageIndex, workoutId: sent === 'kept' ? QUEUED_PROPOSAL : sent.id }))
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to log workout'))
    }
  }

  return (
    <Card
      size="small"
      title={summary}
      aria-label={`Workout to log: ${proposal.workout_text}`}
      style={{ width: '100%' }}
    >
      <Flex vertical gap={8}>
        <Typography.Text>{proposal.workout_text}</Typography.Text>
        <Typography.Text type="secondary">{dayjs(proposal.date).format('ddd, MMM D, h:mm A')}</Typography.Text>
        {proposal.logged_workout_id ? (
          <ProposalLogged loggedId={proposal.logged_workout_id} where="your workouts" />
        ) : (
          <Flex gap={8}>
            <Button type="primary" loading={isLoading} onClick={() => void log()}>
              Log
            </Button>
          </Flex>
        )}
        {error && <Alert type="error" showIcon title={error} />}
      </Flex>
    </Card>
  )
}
