import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users } from '../../db/schema'
import { conflict } from '../../lib/domainErrors'
import { newId } from '../../lib/ids'

export type UserRow = typeof users.$inferSelect

/** Emails are compared and stored trimmed and lower-cased, so one address is one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** The account with this id, or null. */
export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id))
  return user ?? null
}

/** The account of an email (compared normalized), or null. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
  return user ?? null
}

/** What a new account starts with; the id defaults to a new one. */
export interface NewUser {
  email: string
  id?: string
  name?: string | null
  googleId?: string | null
  profilePic?: string | null
  /** False for a passkey signup, whose email nobody has proven yet. */
  emailVerified?: boolean
}

/** Creates an account; an email (or Google account) that already has one answers 409. */
export async function createUser(db: Database, values: NewUser): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({ ...values, id: values.id ?? newId(), email: normalizeEmail(values.email) })
    .onConflictDoNothing()
    .returning()
  if (!user) throw conflict('An account with this email already exists')
  return user
}

/** The account of an email, created when there is none (email signup); safe when two requests race. */
export async function findOrCreateUserByEmail(db: Database, email: string): Promise<UserRow> {
  const existing = await findUserByEmail(db, email)
  if (existing) return existing
  const [created] = await db
    .insert(users)
    .values({ id: newId(), email: normalizeEmail(email) })
    .onConflictDoNothing()
    .returning()
  if (created) return created
  const raced = await findUserByEmail(db, email)
  if (!raced) throw new Error(`Could not create or find the account of ${email}`)
  return raced
}
