import type { FastifyInstance } from 'fastify'
import type { TestUser } from '../testUsers'

/** Which link the person clicks on the fake authorize page (ignored when it approves automatically). */
export type AuthorizeChoice = 'authorize' | 'cancel'

/** The href of the fake authorize page's Authorize or Cancel link. */
export function linkOnAuthorizePage(html: string, choice: AuthorizeChoice): string {
  const match = new RegExp(`id="${choice}" href="([^"]+)"`).exec(html)
  if (!match) throw new Error(`no ${choice} link on the authorize page:\n${html}`)
  return match[1]
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&')
}

/** The `name=value` of the state cookie our login redirect sets, as the browser sends it back to the callback. */
export function stateCookieOf(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((cookie) => cookie.startsWith('strava_state='))
  if (!header) throw new Error('the login redirect set no strava_state cookie')
  return header.split(';')[0]
}

/** Follows Strava's authorize URL as a browser would, returning where Strava sends it back (our callback). */
export async function visitAuthorizePage(authorizeUrl: string, choice: AuthorizeChoice = 'authorize'): Promise<URL> {
  const page = await fetch(authorizeUrl, { redirect: 'manual' })
  if (page.status === 302) return new URL(page.headers.get('location') ?? '')
  if (page.status !== 200) throw new Error(`authorize page answered ${page.status}: ${await page.text()}`)
  return new URL(linkOnAuthorizePage(await page.text(), choice))
}

/**
 * Plays the browser through the whole connect flow: ticket, our login redirect, the (fake) Strava authorize page,
 * and our callback. Returns the callback's redirect (`/workouts?strava=…`).
 */
export async function connectThroughFakeStrava(
  app: FastifyInstance,
  user: TestUser,
  choice: AuthorizeChoice = 'authorize',
): Promise<string | undefined> {
  const ticket = await app.inject({ method: 'POST', url: `/api/user/${user.id}/strava/ticket`, headers: user.headers })
  if (ticket.statusCode !== 200) throw new Error(`ticket answered ${ticket.statusCode}: ${ticket.body}`)
  const login = await app.inject({ method: 'GET', url: ticket.json<{ url: string }>().url })
  if (login.statusCode !== 302) throw new Error(`login answered ${login.statusCode}: ${login.body}`)
  const callback = await visitAuthorizePage(String(login.headers.location), choice)
  const back = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: stateCookieOf(login.headers['set-cookie']) },
  })
  return back.headers.location as string | undefined
}
