import { Typography } from 'antd'

/** Set on a proposal logged on this device while offline: the outbox sends it when the connection returns. */
export const QUEUED_PROPOSAL = 'queued'

/** What a weigh-in or workout card says once the person logged it: logged to `where`, or waiting to sync. */
export function ProposalLogged({ loggedId, where }: { loggedId: string; where: string }) {
  return (
    <Typography.Text type="success">
      {loggedId === QUEUED_PROPOSAL
        ? 'Saved on this device; it syncs when you are back online.'
        : `Logged to ${where}.`}
    </Typography.Text>
  )
}
