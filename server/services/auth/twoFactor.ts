import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { totpSecrets } from '../../db/schema'
import { conflict, invalid } from '../../lib/domainErrors'
import { matchTotpStep, newTotpSecret, totpQrCode } from './totp'

type TotpRow = typeof totpSecrets.$inferSelect

/** The answer of the 2FA setup: what the Profile screen shows to scan or type. */
export interface TwoFactorSetup {
  qr_code_data_url: string
  secret: string
}

async function totpRow(db: Database, userId: string): Promise<TotpRow | null> {
  const [row] = await db.select().from(totpSecrets).where(eq(totpSecrets.userId, userId))
  return row ?? null
}

/** Whether the user has two-factor authentication on. */
export async function twoFactorEnabled(db: Database, userId: string): Promise<boolean> {
  return (await totpRow(db, userId))?.enabled ?? false
}

/**
 * Checks a code against the user's secret and records its time step in the same update that accepts it, so two
 * requests racing with one code cannot both pass.
 */
async function useCode(db: Database, row: TotpRow, code: string): Promise<boolean> {
  const step = await matchTotpStep(row.secret, code, row.lastUsedStep)
  if (step === null) return false
  const accepted = await db
    .update(totpSecrets)
    .set({ lastUsedStep: step })
    .where(
      and(eq(totpSecrets.userId, row.userId), or(isNull(totpSecrets.lastUsedStep), lt(totpSecrets.lastUsedStep, step))),
    )
    .returning({ userId: totpSecrets.userId })
  return accepted.length === 1
}

/** A new pending secret (replacing any earlier pending one) with its QR code; 409 when 2FA is already on. */
export async function startTwoFactorSetup(db: Database, userId: string, email: string): Promise<TwoFactorSetup> {
  if (await twoFactorEnabled(db, userId)) throw conflict('Two-factor authentication is already enabled')
  const secret = newTotpSecret()
  await db
    .insert(totpSecrets)
    .values({ userId, secret, enabled: false })
    .onConflictDoUpdate({ target: totpSecrets.userId, set: { secret, enabled: false, lastUsedStep: null } })
  return { qr_code_data_url: await totpQrCode(secret, email), secret }
}

/** Turns 2FA on once a code of the pending secret proves the authenticator app has it. */
export async function enableTwoFactor(db: Database, userId: string, code: string): Promise<void> {
  const row = await totpRow(db, userId)
  if (!row || row.enabled || !(await useCode(db, row, code))) throw invalid('Invalid code')
  await db.update(totpSecrets).set({ enabled: true }).where(eq(totpSecrets.userId, userId))
}

/** Turns 2FA off (forgetting the secret) after checking a current code. */
export async function disableTwoFactor(db: Database, userId: string, code: string): Promise<void> {
  const row = await totpRow(db, userId)
  if (!row?.enabled) throw invalid('Two-factor authentication is not enabled')
  if (!(await useCode(db, row, code))) throw invalid('Invalid code')
  await db.delete(totpSecrets).where(eq(totpSecrets.userId, userId))
}

/** Checks a login's second-step code against the enabled secret (each code once). */
export async function checkTwoFactorCode(db: Database, userId: string, code: string): Promise<boolean> {
  const row = await totpRow(db, userId)
  return row?.enabled === true && (await useCode(db, row, code))
}
