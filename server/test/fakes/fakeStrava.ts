import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { type FakeStravaActivity, generateActivities, toSummary } from './fakeStravaActivities'
import { type FakeStravaOptions, FakeStravaState } from './fakeStravaState'

export interface StartFakeStravaOptions extends Partial<FakeStravaOptions> {
  /** Port to listen on (default: any free one), on 127.0.0.1. */
  port?: number
  /** The athlete's activities (default: none). */
  activities?: FakeStravaActivity[]
}

export interface FakeStrava {
  /** Use as STRAVA_BASE_URL. */
  url: string
  state: FakeStravaState
  close(): Promise<void>
}

type Params = URLSearchParams

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  res.end(JSON.stringify(body))
}

/** Strava's error body: a message and the fields at fault. */
function fault(res: ServerResponse, status: number, message: string, resource: string, field: string, code: string) {
  send(res, status, { message, errors: [{ resource, field, code }] })
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location })
  res.end()
}

/** Query parameters merged with a form or JSON body, as Strava accepts either. */
async function readParams(req: IncomingMessage, url: URL): Promise<Params> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const raw = Buffer.concat(chunks).toString('utf8')
  const params = new URLSearchParams(url.searchParams)
  if (!raw) return params
  const fromBody = (req.headers['content-type'] ?? '').includes('json')
    ? new URLSearchParams(Object.entries(JSON.parse(raw) as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
    : new URLSearchParams(raw)
  for (const [key, value] of fromBody) params.set(key, value)
  return params
}

function bearer(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')
  return match ? match[1] : null
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

function withQuery(base: string, query: Record<string, string>): string {
  const url = new URL(base)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url.toString()
}

/** GET /oauth/authorize: a page with Authorize and Cancel links back to redirect_uri (or straight back). */
function authorize(state: FakeStravaState, params: Params, res: ServerResponse): void {
  const redirectUri = params.get('redirect_uri') ?? ''
  if (params.get('client_id') !== state.options.clientId) {
    return fault(res, 400, 'Bad Request', 'Application', 'client_id', 'invalid')
  }
  if (!/^https?:\/\//.test(redirectUri)) return fault(res, 400, 'Bad Request', 'Application', 'redirect_uri', 'invalid')
  if (params.get('response_type') !== 'code') {
    return fault(res, 400, 'Bad Request', 'Application', 'response_type', 'invalid')
  }
  const scope = state.grantedScopeFor(params.get('scope') ?? 'read')
  const passState: Record<string, string> = params.has('state') ? { state: params.get('state') ?? '' } : {}
  const approve = withQuery(redirectUri, { ...passState, code: state.issueCode(scope), scope })
  if (state.options.autoApprove) return redirect(res, approve)
  const cancel = withQuery(redirectUri, { ...passState, error: 'access_denied' })
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  res.end(
    `<!doctype html><html><head><title>Authorize | Fake Strava</title></head><body>` +
      `<h1>Authorize Macro Tracker to connect to Strava</h1><p>Requested: ${escapeHtml(scope)}</p>` +
      `<a id="authorize" href="${escapeHtml(approve)}">Authorize</a> <a id="cancel" href="${escapeHtml(cancel)}">Cancel</a>` +
      `</body></html>`,
  )
}

/** POST /api/v3/oauth/token: authorization_code and refresh_token grants, with rotating refresh tokens. */
function tokenEndpoint(state: FakeStravaState, params: Params, res: ServerResponse): void {
  const { clientId, clientSecret } = state.options
  if (params.get('client_id') !== clientId || params.get('client_secret') !== clientSecret) {
    return fault(res, 401, 'Bad Request', 'Application', 'client_id', 'invalid')
  }
  const grantType = params.get('grant_type')
  if (grantType === 'authorization_code') {
    const answer = state.exchangeCode(params.get('code') ?? '')
    return answer ? send(res, 200, answer) : fault(res, 400, 'Bad Request', 'AuthorizationCode', 'code', 'invalid')
  }
  if (grantType === 'refresh_token') {
    const answer = state.refresh(params.get('refresh_token') ?? '')
    return answer ? send(res, 200, answer) : fault(res, 400, 'Bad Request', 'RefreshToken', 'refresh_token', 'invalid')
  }
  fault(res, 400, 'Bad Request', 'Application', 'grant_type', 'invalid')
}

/** GET /api/v3/athlete/activities: before/after filters; ascending with `after` alone, else newest first. */
function listActivities(state: FakeStravaState, params: Params, res: ServerResponse, headers: Record<string, string>) {
  state.counts.lists++
  const perPage = Math.min(Math.max(Number(params.get('per_page') ?? 30) || 30, 1), 200)
  const page = Math.max(Number(params.get('page') ?? 1) || 1, 1)
  const after = params.has('after') ? Number(params.get('after')) : null
  const before = params.has('before') ? Number(params.get('before')) : null
  const seconds = (activity: FakeStravaActivity) => Date.parse(activity.start_date) / 1000
  const matching = state.activities
    .filter((a) => (after === null || seconds(a) > after) && (before === null || seconds(a) < before))
    .sort((a, b) => (after !== null && before === null ? seconds(a) - seconds(b) : seconds(b) - seconds(a)))
  const slice = matching.slice((page - 1) * perPage, page * perPage)
  send(
    res,
    200,
    slice.map((activity) => toSummary(activity, state.options.athleteId)),
    headers,
  )
}

async function api(state: FakeStravaState, req: IncomingMessage, url: URL, res: ServerResponse): Promise<void> {
  const overLimit = state.countApiRequest()
  const headers = state.rateLimitHeaders()
  if (state.options.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, state.options.latencyMs))
  if (overLimit) {
    return send(
      res,
      429,
      { message: 'Rate Limit Exceeded', errors: [{ resource: 'Application', field: 'rate limit', code: 'exceeded' }] },
      headers,
    )
  }
  const problem = state.accessProblem(bearer(req))
  if (problem) {
    const code = problem === 'access_token' ? 'invalid' : 'missing'
    return send(
      res,
      401,
      { message: 'Authorization Error', errors: [{ resource: 'Athlete', field: problem, code }] },
      headers,
    )
  }
  if (url.pathname === '/api/v3/athlete/activities') return listActivities(state, url.searchParams, res, headers)
  const detail = /^\/api\/v3\/activities\/(\d+)$/.exec(url.pathname)
  const activity = detail ? state.activities.find((a) => a.id === Number(detail[1])) : undefined
  if (!activity) return fault(res, 404, 'Record Not Found', 'Activity', 'id', 'invalid')
  state.detailFetches.set(activity.id, (state.detailFetches.get(activity.id) ?? 0) + 1)
  send(res, 200, { ...toSummary(activity, state.options.athleteId), ...activity, resource_state: 3 }, headers)
}

async function route(state: FakeStravaState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://fake-strava')
  const key = `${req.method} ${url.pathname}`
  if (key === 'GET /oauth/authorize') return authorize(state, url.searchParams, res)
  if (key === 'POST /oauth/token' || key === 'POST /api/v3/oauth/token') {
    state.tokenPaths.push(url.pathname)
    return tokenEndpoint(state, await readParams(req, url), res)
  }
  if (key === 'POST /oauth/deauthorize') {
    const params = await readParams(req, url)
    const accessToken = params.get('access_token') ?? bearer(req)
    if (!state.deauthorize(accessToken))
      return fault(res, 401, 'Authorization Error', 'Athlete', 'access_token', 'invalid')
    return send(res, 200, { access_token: accessToken })
  }
  if (key === 'GET /_fake/state') return send(res, 200, state.snapshot())
  if (key === 'POST /_fake/reset-rate-limit') return send(res, 200, (state.resetRateLimit(), state.snapshot()))
  if (key === 'POST /_fake/expire-access-tokens') return send(res, 200, (state.expireAccessTokens(), state.snapshot()))
  if (req.method === 'GET' && url.pathname.startsWith('/api/v3/')) return api(state, req, url, res)
  fault(res, 404, 'Record Not Found', 'Resource', 'path', 'invalid')
}

/**
 * Starts a local server speaking Strava's OAuth and activities API (authorize page, token exchange and refresh
 * with rotating refresh tokens, activity list and detail, deauthorize, 429 with rate-limit headers). Tests and
 * the e2e use it as STRAVA_BASE_URL; `state` counts what was asked and can be changed while it runs.
 */
export async function startFakeStrava(options: StartFakeStravaOptions = {}): Promise<FakeStrava> {
  const { port = 0, activities = [], ...behaviour } = options
  const state = new FakeStravaState(behaviour, activities)
  const server = createServer((req, res) => {
    route(state, req, res).catch(() => fault(res, 400, 'Bad Request', 'Request', 'body', 'invalid'))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    state,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** `tsx server/test/fakes/fakeStrava.ts --port 4567 --activities 450 [--token-lifetime 3600] [--rate-limit-after 100]` */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4567' },
      activities: { type: 'string', default: '450' },
      'token-lifetime': { type: 'string' },
      'rate-limit-after': { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      'auto-approve': { type: 'boolean', default: false },
    },
  })
  const fake = await startFakeStrava({
    port: Number(values.port),
    activities: generateActivities(Number(values.activities)),
    autoApprove: values['auto-approve'],
    ...(values['token-lifetime'] ? { accessTokenLifetimeSeconds: Number(values['token-lifetime']) } : {}),
    ...(values['rate-limit-after'] ? { rateLimitAfter: Number(values['rate-limit-after']) } : {}),
    ...(values['client-id'] ? { clientId: values['client-id'] } : {}),
    ...(values['client-secret'] ? { clientSecret: values['client-secret'] } : {}),
  })
  console.log(`Fake Strava listening on ${fake.url} (client id ${fake.state.options.clientId})`)
  const stop = () => void fake.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (/^fakeStrava\.[cm]?[jt]s$/.test(path.basename(process.argv[1] ?? ''))) void main()
