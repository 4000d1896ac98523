import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { isBuildFresh } from './buildFreshness'

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-freshness-'))
  mkdirSync(path.join(root, 'src', 'app'), { recursive: true })
  writeFileSync(path.join(root, 'src', 'app', 'router.tsx'), '')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const touch = (file: string, secondsAgo: number) => {
  const when = new Date(Date.now() - secondsAgo * 1000)
  utimesSync(path.join(root, file), when, when)
}

describe('isBuildFresh', () => {
  it('is false without a build', () => {
    expect(isBuildFresh(root)).toBe(false)
  })

  it('is true when dist/ was built after the last change to the sources, false once a source changes', () => {
    mkdirSync(path.join(root, 'dist'))
    writeFileSync(path.join(root, 'dist', 'index.html'), '')
    touch('src/app/router.tsx', 60)
    touch('dist/index.html', 30)
    expect(isBuildFresh(root)).toBe(true)

    touch('src/app/router.tsx', 10)
    expect(isBuildFresh(root)).toBe(false)
  })
})
