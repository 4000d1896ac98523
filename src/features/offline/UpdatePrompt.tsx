import { useEffect, useState } from 'react'
import { Button } from '../../components/plain/Button'
import { registerServiceWorker } from './serviceWorker'

/**
 * "A new version is available — Reload", shown at the bottom of the screen once a new deployment is ready. Plain
 * HTML (src/components/plain/): it sits outside the screens, on every page, so it must not bring antd to the first one.
 */
export function UpdatePrompt({ register = registerServiceWorker }: { register?: typeof registerServiceWorker }) {
  const [activate, setActivate] = useState<(() => void) | null>(null)
  useEffect(() => register((next) => setActivate(() => next)), [register])
  if (!activate) return null
  return (
    <div role="status" className="mt-update-prompt">
      <span>A new version is available</span>
      <Button variant="primary" onClick={activate}>
        Reload
      </Button>
    </div>
  )
}
