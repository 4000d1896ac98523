import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** The outbox folder of a data directory. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox')
}

/** `<timestamp>-<to>.eml`: names sort by time, and the address stays readable but safe as a file name. */
export function outboxFileName(to: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  const address = to.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 200)
  return `${stamp}-${address}.eml`
}

/** Writes one message; never overwrites (two messages in the same millisecond get a counter). */
export async function writeOutboxMessage(dataDir: string, to: string, bytes: Buffer): Promise<string> {
  const dir = outboxDir(dataDir)
  await mkdir(dir, { recursive: true })
  const name = outboxFileName(to, new Date())
  for (let attempt = 0; ; attempt++) {
    const file = path.join(dir, attempt === 0 ? name : name.replace(/\.eml$/, `-${attempt}.eml`))
    try {
      await writeFile(file, bytes, { flag: 'wx' })
      return file
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}
