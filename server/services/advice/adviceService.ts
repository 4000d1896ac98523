import { and, desc, eq, lt } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { insightLog } from '../../db/schema'
import { newId } from '../../lib/ids'
import { AiProviderError } from '../ai/aiErrors'
import type { AiLog, AiProvider } from '../ai/aiProvider'
import type { AdviceFacts } from './adviceFacts'
import { writeAdvice } from './adviceWriter'
import { writeAdviceWithModel } from './modelAdvice'
import { gatherAdviceFacts } from './personFacts'

/** One entry of the insights log (InsightLogEntry). */
export interface InsightEntry {
  id: string
  created_at: string
  advice: string
}

/** What advice needs from the app: the database, the AI provider and a logger for model failures. */
export interface AdviceDeps {
  db: Database
  ai: AiProvider
  log: AiLog
}

/** The facts stored beside the advice: what it was written from, and by which engine. */
type StoredFacts = AdviceFacts & { engine: 'builtin' | 'openai' }

async function adviceText(
  deps: AdviceDeps,
  facts: AdviceFacts,
): Promise<{ text: string; engine: StoredFacts['engine'] }> {
  if (deps.ai.kind === 'openai') {
    try {
      return { text: await writeAdviceWithModel(deps.ai, facts), engine: 'openai' }
    } catch (error) {
      if (!(error instanceof AiProviderError)) throw error
      deps.log.warn({ err: error }, 'advice model failed; answering with the built-in advice')
    }
  }
  return { text: writeAdvice(facts), engine: 'builtin' }
}

/**
 * Writes new advice from the person's data (built-in rules, or the model with the built-in text as its fallback),
 * appends it to the insights log with its facts and returns the entry; null when the account does not exist.
 */
export async function createAdvice(
  deps: AdviceDeps,
  userId: string,
  now: Date = new Date(),
): Promise<InsightEntry | null> {
  const facts = await gatherAdviceFacts(deps.db, userId, now)
  if (!facts) return null
  const { text, engine } = await adviceText(deps, facts)
  const stored: StoredFacts = { ...facts, engine }
  const [row] = await deps.db
    .insert(insightLog)
    .values({ id: newId(), userId, advice: text, facts: stored })
    .returning({ id: insightLog.id, createdAt: insightLog.createdAt, advice: insightLog.advice })
  return { id: row.id, created_at: row.createdAt.toISOString(), advice: row.advice }
}

/** Entries of the insights log a page holds unless the caller asks for another number. */
export const INSIGHTS_PAGE_SIZE = 50

/** A page of the advice the person received, newest first: `limit` entries created before `before`. */
export async function listInsights(
  db: Database,
  userId: string,
  page: { limit?: number; before?: string } = {},
): Promise<InsightEntry[]> {
  const before = page.before ? new Date(page.before) : null
  const rows = await db
    .select({ id: insightLog.id, createdAt: insightLog.createdAt, advice: insightLog.advice })
    .from(insightLog)
    .where(
      and(
        eq(insightLog.userId, userId),
        before && !Number.isNaN(before.getTime()) ? lt(insightLog.createdAt, before) : undefined,
      ),
    )
    .orderBy(desc(insightLog.createdAt), desc(insightLog.id))
    .limit(page.limit ?? INSIGHTS_PAGE_SIZE)
  return rows.map((row) => ({ id: row.id, created_at: row.createdAt.toISOString(), advice: row.advice }))
}
