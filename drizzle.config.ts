import { defineConfig } from 'drizzle-kit'

/** drizzle-kit generates SQL migrations from the schema; the server applies them at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
})
