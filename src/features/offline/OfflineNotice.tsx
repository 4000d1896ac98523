import { Alert } from 'antd'
import { useAppSelector } from '../../app/hooks'
import { selectOnline } from './offlineSlice'

/** Says the screen shows the last known data while the browser is offline. */
export function OfflineNotice() {
  const online = useAppSelector(selectOnline)
  if (online) return null
  return (
    <Alert
      type="warning"
      showIcon
      banner
      title="You are offline: showing the last data loaded. Meals from your foods, quick adds, workouts and weigh-ins are kept and sync when you are back."
    />
  )
}
