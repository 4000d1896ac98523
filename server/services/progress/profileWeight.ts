import { and, eq, gt, notExists, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users, weights } from '../../db/schema'
import { LB_KG } from '../advice/targets'
import { round1 } from '../meals/macroMath'

/** A weight in kg as the profile shows it: in pounds when the profile's unit is `lbs`, else kg; 1 decimal. */
export function profileWeightOf(weightKg: number, weightUnit: string): number {
  return round1(weightUnit === 'lbs' ? weightKg / LB_KG : weightKg)
}

/**
 * Makes the weigh-in of `date` the profile's weight (in the profile's unit) when no later weigh-in exists, in one
 * statement; an older weigh-in leaves the profile alone. Run it in the transaction that stored the weigh-in.
 */
export async function setProfileWeightIfNewest(
  db: Database,
  userId: string,
  date: string,
  weightKg: number,
): Promise<void> {
  const inPounds = profileWeightOf(weightKg, 'lbs')
  const inKg = profileWeightOf(weightKg, 'kg')
  const later = db
    .select({ one: sql`1` })
    .from(weights)
    .where(and(eq(weights.userId, userId), gt(weights.date, date)))
  await db
    .update(users)
    .set({
      weight: sql`case when ${users.weightUnit} = 'lbs' then ${inPounds}::double precision else ${inKg}::double precision end`,
    })
    .where(and(eq(users.id, userId), notExists(later)))
}
