import { Alert, Button, Card, Flex, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { type ChatWeightProposal, useGetUserQuery, useLogWeightMutation, type WeightCreate } from '../../api/api'
import { errorMessage } from '../../api/errorDetail'
import { useAppDispatch } from '../../app/hooks'
import { sendOrKeep } from '../offline/outboxSync'
import { formatWeight } from '../progress/weightUnits'
import { weightProposalLogged } from './chatSlice'
import { ProposalLogged, QUEUED_PROPOSAL } from './ProposalLogged'

export interface ChatWeightCardProps {
  userId: string
  proposal: ChatWeightProposal
  messageIndex: number
}

/** "72.4 kg on Thu, Nov 26", or "159.6 lbs (72.4 kg) on Thu, Nov 26" for a person who weighs in pounds. */
export function weighInLabel(proposal: ChatWeightProposal, unit: 'kg' | 'lbs'): string {
  const kg = formatWeight(proposal.weight_kg, 'kg')
  const amount = unit === 'lbs' ? `${formatWeight(proposal.weight_kg, 'lbs')} (${kg})` : kg
  return `${amount} on ${dayjs(proposal.date).format('ddd, MMM D')}`
}

/**
 * A weigh-in the person asked the agent to log: shown in their unit, logged only when they press Log (offline it
 * waits on this device and syncs once). Once logged the card says so, also after a reload.
 */
export function ChatWeightCard({ userId, proposal, messageIndex }: ChatWeightCardProps) {
  const dispatch = useAppDispatch()
  const unit = useGetUserQuery({ id: userId }).data?.weight_unit ?? 'kg'
  const [logWeight, { isLoading }] = useLogWeightMutation()
  const [error, setError] = useState<string | null>(null)
  const label = weighInLabel(proposal, unit)

  async function log() {
    setError(null)
    const weightCreate: WeightCreate = { date: proposal.date, weight_kg: proposal.weight_kg }
    try {
      const sent = await dispatch(
        sendOrKeep({ userId, kind: 'weight', body: weightCreate, label: `Weigh-in · ${label}` }, (key) =>
          logWeight({ id: userId, weightCreate, 'Idempotency-Key': key }).unwrap(),
        ),
      )
      dispatch(weightProposalLogged({ messageIndex, weightId: sent === 'kept' ? QUEUED_PROPOSAL : sent.id }))
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to log weight'))
    }
  }

  return (
    <Card size="small" title="Weigh-in" aria-label={`Weigh-in to log: ${label}`} style={{ width: '100%' }}>
      <Flex vertical gap={8}>
        <Typography.Text>{label}</Typography.Text>
        {proposal.logged_weight_id ? (
          <ProposalLogged loggedId={proposal.logged_weight_id} where="your weigh-ins" />
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
