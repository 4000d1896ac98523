import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import webpack, { type Configuration, type StatsCompilation } from 'webpack'

/**
 * `npm run bench:bundle`: a production build of the web app, then what the browser downloads: the initial
 * scripts every visit loads, and for each lazily loaded screen (and the Food Log chart) the extra scripts it
 * fetches when first opened, minified and gzipped.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const makeConfig = require('../webpack.config.js') as (env: object, argv: { mode: 'production' }) => Configuration

function build(): Promise<StatsCompilation> {
  return new Promise((resolve, reject) => {
    webpack(makeConfig({}, { mode: 'production' }), (error, stats) => {
      if (error || !stats) return reject(error ?? new Error('webpack gave no stats'))
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')))
      resolve(stats.toJson({ all: false, assets: true, chunkGroups: true, outputPath: true }))
    })
  })
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

async function main(): Promise<void> {
  const started = Date.now()
  const stats = await build()
  const outputPath = stats.outputPath ?? 'dist'
  const sizes = new Map<string, { min: number; gzip: number }>()
  const sizeOf = (file: string) => {
    let size = sizes.get(file)
    if (!size) {
      const content = readFileSync(path.join(outputPath, file))
      size = { min: content.length, gzip: gzipSync(content, { level: 9 }).length }
      sizes.set(file, size)
    }
    return size
  }
  const scripts = (group: { assets?: Array<{ name: string }> } | undefined) =>
    (group?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'))
  const total = (files: string[]) =>
    files.reduce((sum, file) => ({ min: sum.min + sizeOf(file).min, gzip: sum.gzip + sizeOf(file).gzip }), {
      min: 0,
      gzip: 0,
    })

  const groups = stats.namedChunkGroups ?? {}
  const initial = scripts(groups.main)
  console.log(`Production build in ${((Date.now() - started) / 1000).toFixed(1)} s\n`)
  console.log(`${'what'.padEnd(38)}${'minified'.padStart(12)}${'gzip'.padStart(12)}`)
  const line = (name: string, size: { min: number; gzip: number }) =>
    console.log(`${name.padEnd(38)}${kib(size.min).padStart(12)}${kib(size.gzip).padStart(12)}`)
  line('initial (every visit)', total(initial))
  for (const file of initial) line(`  ${file.replace(/\.[0-9a-f]{20}\.js$/, '')}`, sizeOf(file))
  const lazy = Object.keys(groups)
    .filter((name) => name !== 'main')
    .sort()
  for (const name of lazy)
    line(`${name} (on first open)`, total(scripts(groups[name]).filter((f) => !initial.includes(f))))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
