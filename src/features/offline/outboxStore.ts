import { type IDBPDatabase, openDB } from 'idb'
import type { MealCreate, WeightCreate, WorkoutInput } from '../../api/api'

/** A write as a screen makes it: who for, what it sends, and what the person sees while it waits. */
export type NewWrite = {
  userId: string
  /** What the person sees while it waits: "Breakfast · Oats × 1.5". */
  label: string
} & (
  { kind: 'meal'; body: MealCreate } | { kind: 'workout'; body: WorkoutInput } | { kind: 'weight'; body: WeightCreate }
)

/**
 * A write made while offline (or whose answer never came), kept in IndexedDB until the server has it. `key` is also
 * the request's Idempotency-Key, so sending it twice (the first answer lost) still makes one meal, workout or weigh-in.
 */
export type PendingWrite = NewWrite & {
  key: string
  createdAt: string
  state: 'waiting' | 'failed'
  /** Why the server refused it (a failed write is kept and shown, never dropped silently). */
  error?: string
}

const DB_NAME = 'macro-tracker-outbox'
const STORE = 'writes'

let opening: Promise<IDBPDatabase> | null = null

function database(): Promise<IDBPDatabase> {
  opening ??= openDB(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'key' })
    },
  })
  return opening
}

/** Whether this browser can keep writes (IndexedDB); without it writes are only tried online. */
export function outboxAvailable(): boolean {
  return typeof indexedDB !== 'undefined'
}

export async function putWrite(write: PendingWrite): Promise<void> {
  await (await database()).put(STORE, write)
}

export async function deleteWrite(key: string): Promise<void> {
  await (await database()).delete(STORE, key)
}

/** The user's kept writes, oldest first. */
export async function readWrites(userId: string): Promise<PendingWrite[]> {
  const all = (await (await database()).getAll(STORE)) as PendingWrite[]
  return all.filter((write) => write.userId === userId).sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}
