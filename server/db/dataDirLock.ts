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
 * When a process started, in clock ticks since boot (field 22 of Linux's /proc/PID/stat), or null where there is no
 * /proc. With the pid it names one process for good: a pid reused by a later process has another start time.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

/** What a lock file holds: `{pid, started}` (older servers wrote the pid alone). */
function readLock(file: string): { pid: number; started: string | null } {
  const text = readFileSync(file, 'utf8').trim()
  try {
    const lock = JSON.parse(text) as { pid?: unknown; started?: unknown }
    if (typeof lock === 'object' && lock !== null) {
      return { pid: Number(lock.pid), started: typeof lock.started === 'string' ? lock.started : null }
    }
  } catch {
    // The pid alone.
  }
  return { pid: Number(text), started: null }
}

/** Whether the process that wrote a lock is still running: alive, and not another process that got its pid later. */
function holderRunning(lock: { pid: number; started: string | null }): boolean {
  if (!Number.isInteger(lock.pid) || lock.pid <= 0 || lock.pid === process.pid || !isAlive(lock.pid)) return false
  const started = processStartTime(lock.pid)
  return lock.started === null || started === null || started === lock.started
}

/**
 * Takes DATA_DIR for this process with an exclusive lock file holding our pid and start time.
 * PGlite itself takes no lock, and two processes on one directory corrupt it. A lock left by a dead
 * process is taken over, also when its pid now belongs to another process (after a crash and a reboot, say).
 * Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, JSON.stringify({ pid: process.pid, started: processStartTime(process.pid) }))
      closeSync(fd)
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const lock = readLock(file)
      if (holderRunning(lock)) throw new DataDirLockedError(dataDir, lock.pid)
      rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`)
}
