import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { acquireDataDirLock, DataDirLockedError, processStartTime } from './dataDirLock'

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

  it('refuses a DATA_DIR whose lock names a live process and its start time', () => {
    const dataDir = tempDir()
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'])
    try {
      const started = processStartTime(other.pid as number)
      writeFileSync(path.join(dataDir, 'server.lock'), JSON.stringify({ pid: other.pid, started }))
      expect(() => acquireDataDirLock(dataDir)).toThrow(`pid ${other.pid}`)
    } finally {
      other.kill()
    }
  })

  it('takes over a lock whose pid now belongs to another process (started later)', () => {
    const dataDir = tempDir()
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'])
    try {
      expect(processStartTime(other.pid as number)).toMatch(/^\d+$/)
      writeFileSync(path.join(dataDir, 'server.lock'), JSON.stringify({ pid: other.pid, started: '1' }))
      const release = acquireDataDirLock(dataDir)
      const lock = JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8'))
      expect(lock).toEqual({ pid: process.pid, started: processStartTime(process.pid) })
      release()
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
