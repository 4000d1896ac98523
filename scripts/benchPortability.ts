import { eq } from 'drizzle-orm'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/database'
import { dailyTotals, users } from '../server/db/schema'
import { newId } from '../server/lib/ids'
import { seedHistory } from './seedHistory'

/*
 * Export and import of a five-year account (issue 20) on the embedded database: seeds the history bench's person
 * (10,000 meals, 2,000 foods, 300 recipes), times the JSON and CSV exports through HTTP, imports the JSON into an
 * empty account, imports it again (nothing added), and checks every day's calories came back exactly.
 * `npm run bench:portability` (BENCH_MEALS to change the size).
 */

const MEALS = Number(process.env.BENCH_MEALS ?? 10_000)
const BOUNDARY = '----bench-portability'

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-portability-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-0123456789',
    LOG_LEVEL: 'silent',
  })
  const database = await openDatabase({ dataDir, databaseUrl: null })
  const app = await buildApp({ config, db: database.db, exclusiveDatabase: true, staticDir: dataDir, logger: false })
  await app.ready()
  try {
    let started = performance.now()
    const seeded = await seedHistory(database.db, { meals: MEALS })
    console.log(`Seeded ${seeded.meals} meals, ${seeded.items} items over 5 years in ${seconds(started)}`)
    const auth = async (userId: string) => ({ authorization: `Bearer ${await app.tokens.issueSession(userId)}` })
    const owner = await auth(seeded.userId)

    // Through a real socket, read as a stream and thrown away, as a browser saving a download would: the heap's
    // peak growth (sampled every 20 ms) shows whether the server builds the export in memory.
    const base = await app.listen({ port: 0, host: '127.0.0.1' })
    const exported: Record<string, Buffer> = {}
    for (const format of ['json', 'csv']) {
      global.gc?.()
      const heapBefore = process.memoryUsage().heapUsed
      let peak = heapBefore
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 20)
      started = performance.now()
      const response = await fetch(`${base}/api/user/${seeded.userId}/export?format=${format}`, { headers: owner })
      const chunks: Buffer[] = []
      let bytes = 0
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length
        if (format === 'json') chunks.push(Buffer.from(chunk))
      }
      clearInterval(sampler)
      if (format === 'json') exported.json = Buffer.concat(chunks)
      console.log(
        `${format.toUpperCase()} export: ${megabytes(bytes)} in ${seconds(started)} (status ${response.status}), ` +
          `heap peak +${megabytes(peak - heapBefore)}${format === 'json' ? ' (the bench keeps this file to import it)' : ''}`,
      )
    }
    const json = { rawPayload: exported.json }

    const emptyId = newId()
    await database.db.insert(users).values({ id: emptyId, email: `bench-${emptyId}@example.com` })
    const empty = await auth(emptyId)
    const payload = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="export.json"\r\n\r\n`),
      json.rawPayload,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ])
    const headers = { ...empty, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }
    for (const round of ['first', 'second']) {
      started = performance.now()
      const imported = await app.inject({ method: 'POST', url: `/api/user/${emptyId}/import`, headers, payload })
      console.log(`Import (${round}): ${JSON.stringify(imported.json().imported)} in ${seconds(started)}`)
    }

    const totals = (userId: string) =>
      database.db
        .select({ date: dailyTotals.localDate, calories: dailyTotals.calories })
        .from(dailyTotals)
        .where(eq(dailyTotals.userId, userId))
    const before = new Map((await totals(seeded.userId)).map((day) => [day.date, day.calories]))
    const after = await totals(emptyId)
    const worst = Math.max(...after.map((day) => Math.abs(day.calories - (before.get(day.date) ?? Number.NaN))))
    if (after.length !== before.size) process.exitCode = 1
    console.log(`Daily totals: ${after.length} days compared, largest difference ${worst} kcal`)
    if (worst !== 0) process.exitCode = 1
  } finally {
    await app.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
