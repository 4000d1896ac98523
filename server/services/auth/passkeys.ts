import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { passkeys } from '../../db/schema'
import { invalid, notFound } from '../../lib/domainErrors'
import { findUserByEmail } from '../users/users'
import { DEFAULT_DEVICE_NAME } from './deviceNames'
import { toBase64Url } from './webauthnRelyingParty'

export type PasskeyRow = typeof passkeys.$inferSelect

/** A passkey as the Profile screen lists it. */
export interface PasskeyView {
  credential_id: string
  device_name: string
  created_at: string
  last_used_at: string | null
}

/** The user's passkeys, oldest first. */
export async function listPasskeys(db: Database, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id))
}

/** The list entry of a passkey: its id, name and dates, never its key. */
export function passkeyView(row: PasskeyRow): PasskeyView {
  return {
    credential_id: row.id,
    device_name: row.deviceName ?? DEFAULT_DEVICE_NAME,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  }
}

/** Whether an email's account has a passkey (false for an unknown email, exactly as for one without passkeys). */
export async function emailHasPasskey(db: Database, email: string): Promise<boolean> {
  const user = await findUserByEmail(db, email)
  if (!user) return false
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, user.id)).limit(1)
  return row !== undefined
}

/** Removes one of the user's passkeys; 404 when the user has no passkey with that id. */
export async function removePasskey(db: Database, userId: string, credentialId: string): Promise<void> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, toBase64Url(credentialId))))
    .returning({ id: passkeys.id })
  if (removed.length === 0) throw notFound('Passkey not found')
}

/** The longest name a person may give a passkey (openapi.yaml `PasskeyRenameRequest.name`). */
export const MAX_PASSKEY_NAME_LENGTH = 60

/**
 * Renames one of the user's passkeys (spaces trimmed and collapsed; 1 to 60 characters) and answers it as listed;
 * 404 when the user has no passkey with that id.
 */
export async function renamePasskey(
  db: Database,
  userId: string,
  credentialId: string,
  name: string,
): Promise<PasskeyView> {
  const deviceName = name.replace(/\s+/g, ' ').trim()
  if (!deviceName || deviceName.length > MAX_PASSKEY_NAME_LENGTH) {
    throw invalid(`Please give the passkey a name of 1 to ${MAX_PASSKEY_NAME_LENGTH} characters.`)
  }
  const [renamed] = await db
    .update(passkeys)
    .set({ deviceName })
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, toBase64Url(credentialId))))
    .returning()
  if (!renamed) throw notFound('Passkey not found')
  return passkeyView(renamed)
}
