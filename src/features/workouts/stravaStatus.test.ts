import {
  isStravaConnected,
  readStravaOutcome,
  type StravaBarFacts,
  stravaBarView,
  withoutStravaOutcome,
} from './stravaStatus'

const facts = (overrides: Partial<StravaBarFacts> = {}): StravaBarFacts => ({
  configured: true,
  checking: false,
  checkFailed: false,
  connected: false,
  activity: 'idle',
  failed: false,
  ...overrides,
})

describe('isStravaConnected', () => {
  it('is connected only with a non-empty token on the profile', () => {
    expect(isStravaConnected({ strava_access_token: 'connected' })).toBe(true)
    expect(isStravaConnected({ strava_access_token: null })).toBe(false)
    expect(isStravaConnected({ strava_access_token: '' as 'connected' })).toBe(false)
    expect(isStravaConnected(undefined)).toBe(false)
  })
})

describe('stravaBarView', () => {
  it('offers Connect when not connected', () => {
    expect(stravaBarView(facts())).toEqual({
      status: 'not_connected',
      text: 'Not connected to Strava',
      tone: 'default',
      actions: ['connect'],
    })
  })

  it('offers Import and Disconnect when connected', () => {
    expect(stravaBarView(facts({ connected: true }))).toEqual({
      status: 'connected',
      text: 'Connected to Strava',
      tone: 'success',
      actions: ['import', 'disconnect'],
    })
  })

  it('is importing or disconnecting while those run', () => {
    expect(stravaBarView(facts({ connected: true, activity: 'importing' })).status).toBe('importing')
    expect(stravaBarView(facts({ connected: true, activity: 'disconnecting' }))).toEqual({
      status: 'disconnecting',
      text: 'Disconnecting Strava…',
      tone: 'processing',
      actions: ['import', 'disconnect'],
    })
  })

  it("says 'Could not check Strava connection' and offers a retry when the profile fetch failed", () => {
    expect(stravaBarView(facts({ checkFailed: true }))).toEqual({
      status: 'error',
      text: 'Could not check Strava connection',
      tone: 'error',
      actions: ['retry'],
    })
  })

  it('is in error after a failed action, still offering what the connection allows', () => {
    expect(stravaBarView(facts({ connected: true, failed: true }))).toEqual({
      status: 'error',
      text: 'Connected to Strava',
      tone: 'success',
      actions: ['import', 'disconnect'],
    })
  })

  it('says Strava is not configured on this server instead of offering Connect', () => {
    expect(stravaBarView(facts({ configured: false }))).toEqual({
      status: 'not_connected',
      text: 'Strava is not configured on this server.',
      tone: 'default',
      actions: [],
    })
  })

  it('offers nothing while the connection is being checked', () => {
    expect(stravaBarView(facts({ checking: true })).actions).toEqual([])
    expect(stravaBarView(facts({ configured: undefined })).text).toBe('Checking Strava connection…')
  })
})

describe('the strava query parameter', () => {
  it('reads success, cancelled and error, and nothing else', () => {
    expect(readStravaOutcome(new URLSearchParams('strava=success'))).toBe('success')
    expect(readStravaOutcome(new URLSearchParams('strava=cancelled'))).toBe('cancelled')
    expect(readStravaOutcome(new URLSearchParams('strava=error'))).toBe('error')
    expect(readStravaOutcome(new URLSearchParams('strava=maybe'))).toBeNull()
    expect(readStravaOutcome(new URLSearchParams(''))).toBeNull()
  })

  it('is removed, the other parameters kept', () => {
    expect(withoutStravaOutcome(new URLSearchParams('strava=success&tab=2')).toString()).toBe('tab=2')
  })
})
