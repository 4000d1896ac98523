import type { NotificationConfig } from 'antd/es/notification/interface'
import useModal from 'antd/es/modal/useModal'
import useNotification from 'antd/es/notification/useNotification'
import { useEffect } from 'react'

/** What App.useApp() gives besides `message`, made by antd's hooks. */
export interface AppDialogApis {
  modal: ReturnType<typeof useModal>[0]
  notification: ReturnType<typeof useNotification>[0]
}

/** The holders of antd's modals and notifications, loaded on the first call of either (src/vendorStubs/antdApp.tsx). */
export function AppDialogs({
  notificationConfig,
  onReady,
}: {
  notificationConfig?: NotificationConfig
  onReady: (apis: AppDialogApis) => void
}) {
  const [modal, modalHolder] = useModal()
  const [notification, notificationHolder] = useNotification(notificationConfig)
  useEffect(() => onReady({ modal, notification }), [modal, notification, onReady])
  return (
    <>
      {modalHolder}
      {notificationHolder}
    </>
  )
}
