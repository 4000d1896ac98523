import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import webpack, {
  type Configuration,
  type StatsChunk,
  type StatsCompilation,
  type WebpackPluginInstance,
} from 'webpack'
import { chunkContents } from './bundleContents'

/**
 * `npm run bench:bundle`: a production build of the web app, then the JavaScript a browser loads, minified and
 * gzipped: the initial scripts every visit loads, the scripts each route adds when it is opened first (its lazy
 * chunks), and what each big chunk holds. Exits 1 when /login or /food-log is over its budget.
 * `npm run bench:bundle -- --analyze` also writes webpack-bundle-analyzer's report to .bench/bundle-report.html.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const makeConfig = require('../webpack.config.js') as (env: object, argv: { mode: 'production' }) => Configuration
// webpack-bundle-analyzer ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer') as {
  BundleAnalyzerPlugin: new (options: object) => WebpackPluginInstance
}

/** Gzip budgets (KiB) of the JavaScript loaded by a first visit of each page (issue 16). */
const budgets: Record<string, number> = { '/login': 170, '/food-log': 300 }

/**
 * The lazy chunk groups (webpackChunkName) each page loads on a first visit, besides the initial scripts:
 * src/app/screens.ts names the screens, the signed-in frame and the Food Log chart.
 */
const routeChunkGroups: Record<string, string[]> = {
  '/login': ['login'],
  '/food-log': ['shell', 'food-log', 'daily-macro-chart'],
}

/** Chunks larger than this (minified) are listed with what they hold. */
const BIG_CHUNK_BYTES = 30 * 1024

const analyze = process.argv.includes('--analyze')
const reportFile = path.resolve(__dirname, '..', '.bench', 'bundle-report.html')

function build(): Promise<StatsCompilation> {
  const config = makeConfig({}, { mode: 'production' })
  if (analyze) {
    config.plugins = [
      ...(config.plugins ?? []),
      new BundleAnalyzerPlugin({ analyzerMode: 'static', reportFilename: reportFile, openAnalyzer: false }),
    ]
  }
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) return reject(error ?? new Error('webpack gave no stats'))
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')))
      resolve(
        stats.toJson({
          all: false,
          assets: true,
          chunkGroups: true,
          chunks: true,
          chunkModules: true,
          nestedModules: true,
          dependentModules: true,
          chunkModulesSpace: Infinity,
          nestedModulesSpace: Infinity,
          outputPath: true,
        }),
      )
    })
  })
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const shortName = (file: string) => file.replace(/\.[0-9a-f]{16,}\.js$/, '')

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
  const line = (name: string, size: { min: number; gzip: number }, note = '') =>
    console.log(`${name.padEnd(40)}${kib(size.min).padStart(12)}${kib(size.gzip).padStart(12)}${note}`)

  const groups = stats.namedChunkGroups ?? {}
  const initial = scripts(groups.main)
  console.log(`Production build in ${((Date.now() - started) / 1000).toFixed(1)} s\n`)
  console.log(`${'what'.padEnd(40)}${'minified'.padStart(12)}${'gzip'.padStart(12)}`)
  line('initial (every visit)', total(initial))
  for (const file of initial) line(`  ${shortName(file)}`, sizeOf(file))
  const lazy = Object.keys(groups)
    .filter((name) => name !== 'main')
    .sort()
  for (const name of lazy)
    line(`${name} (on first open)`, total(scripts(groups[name]).filter((f) => !initial.includes(f))))

  console.log('\nJavaScript a first visit loads (initial + the page’s lazy chunks), against the budgets:')
  let overBudget = false
  for (const [page, groupNames] of Object.entries(routeChunkGroups)) {
    const missing = groupNames.filter((name) => !groups[name])
    if (missing.length > 0) {
      console.error(`  ${page}: no chunk group named ${missing.join(', ')} (see src/app/screens.ts)`)
      overBudget = true
      continue
    }
    const files = [...new Set([...initial, ...groupNames.flatMap((name) => scripts(groups[name]))])]
    const size = total(files)
    const budget = budgets[page]
    const over = size.gzip > budget * 1024
    overBudget ||= over
    line(`  ${page}`, size, `   budget ${budget} KiB gzip: ${over ? 'OVER' : 'ok'}`)
    console.log(`    ${files.map(shortName).join(', ')}`)
  }

  console.log('\nWhat each big chunk holds (largest parts, size before minifying):')
  const chunks = (stats.chunks ?? [])
    .map((chunk: StatsChunk) => ({ chunk, file: (chunk.files ?? []).find((f) => f.endsWith('.js')) }))
    .filter((entry): entry is { chunk: StatsChunk; file: string } => Boolean(entry.file))
    .filter(({ file }) => sizeOf(file).min >= BIG_CHUNK_BYTES)
    .sort((a, b) => sizeOf(b.file).min - sizeOf(a.file).min)
  for (const { chunk, file } of chunks) {
    console.log(`  ${shortName(file)} (${kib(sizeOf(file).gzip)} gzip)`)
    const parts = chunkContents(chunk)
    const shown = parts.slice(0, 8)
    console.log(`    ${shown.map((part) => `${part.name} ${kib(part.size)}`).join(', ')}`)
    if (parts.length > shown.length) console.log(`    … and ${parts.length - shown.length} more`)
  }
  if (analyze) console.log(`\nwebpack-bundle-analyzer report: ${path.relative(process.cwd(), reportFile)}`)

  if (overBudget) {
    console.error('\nA page loads more JavaScript than its budget.')
    process.exit(1)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
