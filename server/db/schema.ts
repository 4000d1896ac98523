/** The database schema, one file per domain (drizzle-kit reads it from here). */
export * from './schema/accounts'
export * from './schema/fitness'
export * from './schema/limits'
export * from './schema/food'
export * from './schema/meals'
export * from './schema/diary'
export * from './schema/idempotency'
export * from './schema/progress'
