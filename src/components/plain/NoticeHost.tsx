import { useEffect, useState } from 'react'
import { subscribeToNotices, type Notice } from './notices'

/** Where the notices of showNotice appear: the top centre of the screen, read out politely. */
export function NoticeHost() {
  const [notices, setNotices] = useState<Notice[]>([])
  useEffect(() => subscribeToNotices(setNotices), [])
  return (
    <div className="mt-notices" role="status" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.id} className="mt-notice">
          <span className="mt-notice-icon" aria-hidden="true">
            ✓
          </span>
          {notice.text}
        </div>
      ))}
    </div>
  )
}
