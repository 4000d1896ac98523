import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'

/** Raised when another live process already holds DATA_DIR. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another server process (pid ${pid}) is already using DATA_DIR ${dataDir}. ` +
        'The embedded database must not be opened by two processes at once: stop the other one, ' +
        'or start this one with a different DATA_DIR (or use DATABASE_URL for several processes).',
    )
    this.name = 'DataDirLockedError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes DATA_DIR for this process with an exclusive lock file holding our pid.
 * PGlite itself takes no lock, and two processes on one directory corrupt it. A lock left by a dead
 * process is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(readFileSync(file, 'utf8').trim())
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid))
        throw new DataDirLockedError(dataDir, pid)
      rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`)
}
