import { type ChildProcess, spawn } from 'node:child_process'
import { freePort } from './server'

export interface FakeStravaProcess {
  url: string
  stop(): Promise<void>
}

/** Starts the standalone fake Strava (server/test/fakes/fakeStrava.ts) on a free port, with that many activities and a 429 after that many API calls, and waits for it. */
export async function startFakeStrava(activities: number, rateLimitAfter: number): Promise<FakeStravaProcess> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  let output = ''
  const args = [
    '--port',
    String(port),
    '--activities',
    String(activities),
    '--rate-limit-after',
    String(rateLimitAfter),
  ]
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/test/fakes/fakeStrava.ts', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`fake Strava exited with ${child.exitCode}:\n${output}`)
    if (Date.now() > deadline) throw new Error(`fake Strava did not start within 30 s:\n${output}`)
    const ready = await fetch(`${url}/_fake/state`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
