import { antdFirstViewStylesLoaded } from './antdFirstViewStyles'

afterEach(() => {
  delete window.antdFirstViewStyles
  jest.useRealTimers()
})

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  for (let i = 0; i < 5; i += 1) await Promise.resolve()
  return done
}

describe("waiting for the first view's antd stylesheet", () => {
  it('is over at once without one (signed out)', async () => {
    expect(await settled(antdFirstViewStylesLoaded(3000))).toBe(true)
  })

  it('lasts until the stylesheet has loaded', async () => {
    let loaded: (value?: unknown) => void = () => undefined
    window.antdFirstViewStyles = new Promise((resolve) => (loaded = resolve))
    const waiting = antdFirstViewStylesLoaded(3000)
    expect(await settled(waiting)).toBe(false)
    loaded()
    expect(await settled(waiting)).toBe(true)
  })

  it('gives up after the longest wait, so a stylesheet that never loads does not keep the app from showing', async () => {
    jest.useFakeTimers()
    window.antdFirstViewStyles = new Promise(() => undefined)
    const waiting = antdFirstViewStylesLoaded(3000)
    jest.advanceTimersByTime(2999)
    expect(await settled(waiting)).toBe(false)
    jest.advanceTimersByTime(1)
    expect(await settled(waiting)).toBe(true)
  })
})
