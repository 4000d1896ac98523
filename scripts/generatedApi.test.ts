import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.join(__dirname, '..')

describe('the generated API client and server types', () => {
  it('are up to date with openapi.yaml (run `npm run codegen` when this fails)', () => {
    // A child process: the codegen and prettier load ES modules dynamically, which Jest's CommonJS runtime cannot.
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/codegen.ts', '--check'], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
  })
})
