import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.join(__dirname, '..')

interface Started {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

function startServer(env: Record<string, string>): Started {
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

async function waitFor(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('the server process', () => {
  it('refuses a second process on the same DATA_DIR and closes the database cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'server-test-'))
    const first = startServer({ DATA_DIR: dataDir, PORT: '0' })
    try {
      await waitFor(() => first.output().includes('Macro Tracker on'), 150_000)

      const second = startServer({ DATA_DIR: dataDir, PORT: '0' })
      expect(await second.exited).toBe(1)
      expect(second.output()).toContain(`Another server process (pid ${first.child.pid}) is already using DATA_DIR`)

      first.child.kill('SIGTERM')
      expect(await first.exited).toBe(0)
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false)
    } finally {
      first.child.kill('SIGKILL')
    }
  }, 240_000)

  it('refuses to start on a bad configuration with one readable message', async () => {
    const server = startServer({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'server-test-')),
      PORT: 'x',
      AI_PROVIDER: 'y',
    })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('Invalid configuration:')
    expect(server.output()).toContain('PORT must be a whole number')
    expect(server.output()).toContain('AI_PROVIDER must be builtin or openai')
    expect(server.output()).not.toMatch(/\n\s+at /)
  }, 120_000)
})
