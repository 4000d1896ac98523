import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { readStravaOutcome, type StravaOutcome, withoutStravaOutcome } from './stravaStatus'

/**
 * After Strava's authorization the server sends the browser to `/workouts?strava=success|cancelled`: this
 * hands the outcome to `onOutcome` once, then takes the parameter out of the URL (replacing the history
 * entry, without a reload), so a refresh or Back does not announce it again.
 */
export function useStravaRedirectOutcome(onOutcome: (outcome: StravaOutcome) => void): void {
  const [params, setParams] = useSearchParams()
  const handled = useRef<string | null>(null)
  const latest = useRef(onOutcome)
  useEffect(() => {
    latest.current = onOutcome
  })

  useEffect(() => {
    if (!params.has('strava')) return
    const search = params.toString()
    if (handled.current === search) return
    handled.current = search
    const outcome = readStravaOutcome(params)
    if (outcome) latest.current(outcome)
    setParams(withoutStravaOutcome(params), { replace: true })
  }, [params, setParams])
}
