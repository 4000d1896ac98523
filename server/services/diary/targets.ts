import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users, userTargets } from '../../db/schema'
import { invalid, notFound } from '../../lib/domainErrors'
import { type ProfileFacts, profileFactsColumns, readProfile } from '../advice/personQueries'
import { computeTargets } from '../advice/targets'
import type { TargetsUpdateInput, TargetsView } from './types'

/** Fibre: 14 g per 1,000 kcal (docs/product.md, Diary), rounded to a whole gram. */
export function fiberFor(calories: number): number {
  return Math.round((14 * calories) / 1000)
}

/** The message of a manual update without all four numbers. */
export const MANUAL_TARGETS_MESSAGE = 'Manual targets need calories, protein, carbs and fat.'

/**
 * What the targets are made of, as select columns over `users` left-joined with `user_targets`: the person's profile
 * (advice/personQueries.ts's profileFactsColumns, what readProfile reads) and their manual targets if any.
 */
export const targetsColumns = {
  profile: profileFactsColumns,
  manual: {
    calories: userTargets.calories,
    protein: userTargets.protein,
    carbs: userTargets.carbs,
    fat: userTargets.fat,
    fiber: userTargets.fiber,
  },
}

/** The targets in force for a row of `targetsColumns`: the manual ones, else the ones computed from the profile. */
export function targetsFrom(row: {
  profile: ProfileFacts
  manual: Omit<TargetsView, 'source' | 'missing_profile'> | null
}): TargetsView {
  return row.manual ? { ...row.manual, source: 'manual', missing_profile: [] } : autoTargets(row.profile)
}

/** The person's targets in one prepared query (the diary reads them with its day: diaryDay.ts). */
function buildTargetsQuery(db: Database) {
  return db
    .select(targetsColumns)
    .from(users)
    .leftJoin(userTargets, eq(userTargets.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('user_targets')
}
const targetsQueries = new WeakMap<Database, ReturnType<typeof buildTargetsQuery>>()

/** Targets computed from the profile (auto), as the advice computes them. */
export function autoTargets(profile: ProfileFacts): TargetsView {
  const auto = computeTargets(profile)
  return {
    calories: auto.calories,
    protein: auto.protein,
    carbs: auto.carbs,
    fat: auto.fat,
    fiber: fiberFor(auto.calories),
    source: 'auto',
    missing_profile: auto.defaults.map((used) => used.field),
  }
}

/**
 * The targets in force: the person's own (a `user_targets` row: manual), else computed from the profile by the
 * advice's computeTargets (auto), with the profile fields that were empty and got a default.
 */
export async function readTargets(db: Database, userId: string): Promise<TargetsView> {
  let query = targetsQueries.get(db)
  if (!query) targetsQueries.set(db, (query = buildTargetsQuery(db)))
  const [row] = await query.execute({ userId })
  if (!row) throw notFound('User not found')
  return targetsFrom(row)
}

/**
 * Sets the targets: `manual` stores the four numbers (and fibre, else 14 g per 1,000 kcal), replacing any earlier
 * ones; `auto` deletes them, so the targets follow the profile again. Answers the targets now in force.
 */
export async function updateTargets(db: Database, userId: string, input: TargetsUpdateInput): Promise<TargetsView> {
  if (input.source === 'auto') {
    await db.delete(userTargets).where(eq(userTargets.userId, userId))
    const profile = await readProfile(db, userId)
    if (!profile) throw notFound('User not found')
    return autoTargets(profile)
  }
  const { calories, protein, carbs, fat } = input
  if (calories === undefined || protein === undefined || carbs === undefined || fat === undefined) {
    throw invalid(MANUAL_TARGETS_MESSAGE)
  }
  const targets = { calories, protein, carbs, fat, fiber: input.fiber ?? fiberFor(calories) }
  const row = { ...targets, updatedAt: new Date() }
  await db
    .insert(userTargets)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: userTargets.userId, set: row })
  return { ...targets, source: 'manual', missing_profile: [] }
}
