import { uniqueIp } from '../test/accountSteps'
import { clientAddress } from './clientKey'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser } from '../test/testUsers'

jest.setTimeout(60_000)

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const hasPasskey = (remoteAddress: string, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/passkey/has',
    remoteAddress,
    headers: authorization ? { authorization } : {},
    payload: { email: 'someone@example.com' },
  })

describe('rate limit keys', () => {
  it('counts a public call per IP, whatever made-up Authorization header each request carries', async () => {
    const ip = uniqueIp()
    const statuses: number[] = []
    for (let call = 0; call < 31; call += 1) statuses.push((await hasPasskey(ip, `Bearer made-up-${call}`)).statusCode)
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
    expect((await hasPasskey(uniqueIp())).statusCode).toBe(200)
  })

  it("counts a signed-in person's calls together across their sessions and addresses", async () => {
    const person = await createTestUser(t.app)
    const second = await t.app.tokens.issueSession(person.id)
    const chat = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/api/agent-chat',
        remoteAddress: uniqueIp(),
        headers: { authorization: `Bearer ${token}` },
        payload: { messages: [{ sender: 'user', text: 'thanks' }] },
      })
    for (let call = 0; call < 30; call += 1) expect((await chat(call % 2 ? second : person.token)).statusCode).toBe(200)
    expect((await chat(second)).statusCode).toBe(429)
    expect((await chat(person.token)).statusCode).toBe(429)
    const other = await createTestUser(t.app)
    expect((await chat(other.token)).statusCode).toBe(200)
  })
})

describe('client addresses', () => {
  it.each([
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:db8:85a3:8d3::1', '2001:db8:85a3:8d3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['203.0.113.7', '203.0.113.7'],
  ])('counts %s as %s', (ip, key) => {
    expect(clientAddress(ip)).toBe(key)
  })

  it('gives every address of one IPv6 /64 one budget', async () => {
    const prefix = `2001:db8:${(Date.now() % 0xffff).toString(16)}:1`
    const statuses: number[] = []
    for (let call = 0; call < 31; call += 1)
      statuses.push((await hasPasskey(`${prefix}::${call.toString(16)}`)).statusCode)
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
    expect((await hasPasskey(`2001:db8:ffff:2::1`)).statusCode).toBe(200)
  })
})
