import Fastify from 'fastify'
import { trackInFlightRequests } from './inFlightRequests'

describe('trackInFlightRequests', () => {
  it('settles only once the requests being answered are done', async () => {
    const app = Fastify()
    const { settled } = trackInFlightRequests(app)
    let finished = false
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 200))
      finished = true
      return { ok: true }
    })
    await app.ready()
    const pending = app.inject({ method: 'GET', url: '/slow' })
    await new Promise((resolve) => setTimeout(resolve, 20))

    await settled(2000)

    expect(finished).toBe(true)
    expect((await pending).statusCode).toBe(200)
    await app.close()
  })

  it('gives up waiting after the timeout', async () => {
    const app = Fastify()
    const { settled } = trackInFlightRequests(app)
    app.get('/stuck', () => new Promise(() => undefined))
    await app.ready()
    void app.inject({ method: 'GET', url: '/stuck' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const started = Date.now()

    await settled(100)

    expect(Date.now() - started).toBeLessThan(1000)
    await app.close()
  })
})
