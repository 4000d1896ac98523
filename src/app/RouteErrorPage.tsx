import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { Button } from '../components/plain/Button'

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim()
  if (error instanceof Error) return error.message
  return String(error)
}

/**
 * The error screen: shown when a screen throws or its script chunk fails to load. Plain HTML, so it shows even when
 * the chunk that failed was antd's.
 */
export function RouteError({ error }: { error: unknown }) {
  return (
    <main className="mt-error-screen">
      <h2 className="mt-title">Unexpected Application Error!</h2>
      <p className="mt-text">
        <code>{messageOf(error)}</code>
      </p>
      <div>
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </main>
  )
}

/** The error screen as a data router's errorElement (the tests' memory routers). */
export function RouteErrorPage() {
  return <RouteError error={useRouteError()} />
}
