import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.join(__dirname, '..')

describe('the generated API client', () => {
  it('is up to date with openapi.yaml (run `npm run codegen` when this fails)', () => {
    // A child process: the codegen and prettier load ES modules dynamically, which Jest's CommonJS runtime cannot.
    const fresh = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/codegen.ts', '--stdout'], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(fresh).toBe(readFileSync(path.join(root, 'src/api/generatedApi.ts'), 'utf8'))
  })
})
