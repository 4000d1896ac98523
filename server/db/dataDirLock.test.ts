import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { acquireDataDirLock, DataDirLockedError } from './dataDirLock'

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'lock-test-'))

describe('the DATA_DIR lock', () => {
  it('refuses a DATA_DIR held by another live process, naming its pid', () => {
    const dataDir = tempDir()
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'])
    try {
      writeFileSync(path.join(dataDir, 'server.lock'), String(other.pid))
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError)
      expect(() => acquireDataDirLock(dataDir)).toThrow(`pid ${other.pid}`)
    } finally {
      other.kill()
    }
  })

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dataDir = tempDir()
    writeFileSync(path.join(dataDir, 'server.lock'), '999999999')
    const release = acquireDataDirLock(dataDir)
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true)
    release()
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false)
  })
})
