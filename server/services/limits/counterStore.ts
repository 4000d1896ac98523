import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { rowsOf } from '../../db/rowsOf'

/** A counter's state: how many hits its window holds and the milliseconds until the window ends. */
export interface CounterState {
  count: number
  ttlMs: number
}

/**
 * Counts hits per key within fixed windows. Every method is atomic for its key, whatever the concurrency and however
 * many processes share the store: a check and its count are one operation, never a read followed by a write.
 */
export interface CounterStore {
  /** Counts one hit and answers the state after it. */
  hit(key: string, windowMs: number): Promise<CounterState>
  /** Counts one hit only while the count is under `max`: null (nothing counted) when the key is at its limit. */
  take(key: string, windowMs: number, max: number): Promise<CounterState | null>
  /** Takes back one hit (an attempt that turned out right does not count against the limit). */
  refund(key: string): Promise<void>
  /** The state without counting. */
  read(key: string): Promise<CounterState>
}

interface MemoryEntry {
  count: number
  expiresAt: number
}

/** Counters in this process's memory: right for the embedded database, whose data directory one process owns. */
export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, MemoryEntry>()
  private sweepAt = 0

  private live(key: string, now: number): MemoryEntry | null {
    const entry = this.entries.get(key)
    return entry && entry.expiresAt > now ? entry : null
  }

  private sweep(now: number): void {
    if (now < this.sweepAt) return
    this.sweepAt = now + 60_000
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key)
  }

  async hit(key: string, windowMs: number): Promise<CounterState> {
    const now = Date.now()
    this.sweep(now)
    const entry = this.live(key, now) ?? { count: 0, expiresAt: now + windowMs }
    entry.count += 1
    this.entries.set(key, entry)
    return { count: entry.count, ttlMs: entry.expiresAt - now }
  }

  async take(key: string, windowMs: number, max: number): Promise<CounterState | null> {
    const now = Date.now()
    const entry = this.live(key, now)
    if (entry && entry.count >= max) return null
    return this.hit(key, windowMs)
  }

  async refund(key: string): Promise<void> {
    const entry = this.live(key, Date.now())
    if (entry && entry.count > 0) entry.count -= 1
  }

  async read(key: string): Promise<CounterState> {
    const now = Date.now()
    const entry = this.live(key, now)
    return entry ? { count: entry.count, ttlMs: entry.expiresAt - now } : { count: 0, ttlMs: 0 }
  }
}

interface CounterRow extends Record<string, unknown> {
  count: number
  ttl_ms: number
}

/** How often (in hits) one of them also deletes the counters whose window has ended. */
const SWEEP_EVERY = 500

/**
 * Counters in the database (table `rate_counters`), shared by every API process on one PostgreSQL. Each method is one
 * statement: `INSERT … ON CONFLICT DO UPDATE … WHERE count < max` locks the row, so concurrent takes queue up and
 * each sees the count the one before left. Times are the database's clock, the one clock all processes share.
 */
export class DatabaseCounterStore implements CounterStore {
  private hits = 0

  constructor(private readonly db: Database) {}

  private async upsert(key: string, windowMs: number, max: number | null): Promise<CounterState | null> {
    if (++this.hits % SWEEP_EVERY === 0) await this.db.execute(sql`delete from rate_counters where expires_at <= now()`)
    const underLimit =
      max === null ? sql`true` : sql`rate_counters.expires_at <= clock_timestamp() or rate_counters.count < ${max}`
    const result = await this.db.execute<CounterRow>(sql`
      insert into rate_counters (key, count, expires_at)
      values (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when rate_counters.expires_at <= clock_timestamp() then 1 else rate_counters.count + 1 end,
        expires_at = case when rate_counters.expires_at <= clock_timestamp()
          then excluded.expires_at else rate_counters.expires_at end
      where ${underLimit}
      returning count, greatest(0, extract(epoch from expires_at - clock_timestamp()) * 1000)::float8 as ttl_ms`)
    const [row] = rowsOf<CounterRow>(result)
    return row ? { count: Number(row.count), ttlMs: Math.ceil(Number(row.ttl_ms)) } : null
  }

  async hit(key: string, windowMs: number): Promise<CounterState> {
    return (await this.upsert(key, windowMs, null)) as CounterState
  }

  take(key: string, windowMs: number, max: number): Promise<CounterState | null> {
    return this.upsert(key, windowMs, max)
  }

  async refund(key: string): Promise<void> {
    await this.db.execute(sql`
      update rate_counters set count = count - 1
      where key = ${key} and count > 0 and expires_at > clock_timestamp()`)
  }

  async read(key: string): Promise<CounterState> {
    const result = await this.db.execute<CounterRow>(sql`
      select count, greatest(0, extract(epoch from expires_at - clock_timestamp()) * 1000)::float8 as ttl_ms
      from rate_counters where key = ${key} and expires_at > clock_timestamp()`)
    const [row] = rowsOf<CounterRow>(result)
    return row ? { count: Number(row.count), ttlMs: Math.ceil(Number(row.ttl_ms)) } : { count: 0, ttlMs: 0 }
  }
}
