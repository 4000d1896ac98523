import { performance } from 'node:perf_hooks'
import {
  LABEL_FIELDS,
  loadLabelFixtures,
  scoreLabel,
  type LabelField,
} from '../server/services/labelOcr/labelEvaluation'
import { closeOcrWorker, recognizeLabel } from '../server/services/labelOcr/ocrWorker'

/** Figures of one run of the label OCR bench. */
export interface LabelBenchResult {
  clean: number
  photographed: number
  /** Share (0..1) of clean labels with each field right. */
  cleanFieldAccuracy: Record<LabelField, number>
  cleanAllRight: number
  /** Share of photographed-looking labels with each field right. */
  photographedFieldAccuracy: Record<LabelField, number>
  /** How many photographed-looking labels have every field right. */
  photographedAllRight: number
  /** Milliseconds per OCR call with the worker warm: median and slowest; CPU milliseconds (both threads). */
  msMedian: number
  msMax: number
  cpuMsMedian: number
  /** Fixture name → what was wrong. */
  failures: Record<string, string[]>
}

/** OCRs every fixture label with one warm worker, scores the fields and times the calls. */
export async function runLabelBench(print = true): Promise<LabelBenchResult> {
  const fixtures = loadLabelFixtures()
  await recognizeLabel(fixtures[0].image) // warm-up: worker creation and model load
  const times: number[] = []
  const cpuTimes: number[] = []
  const failures: Record<string, string[]> = {}
  const tally = (photographed: boolean) => {
    const set = fixtures.filter((f) => f.photographed === photographed)
    return { set, right: Object.fromEntries(LABEL_FIELDS.map((f) => [f, 0])) as Record<LabelField, number>, all: 0 }
  }
  const groups = { clean: tally(false), photographed: tally(true) }
  try {
    for (const fixture of fixtures) {
      const cpu = process.cpuUsage()
      const start = performance.now()
      const result = await recognizeLabel(fixture.image)
      times.push(performance.now() - start)
      const used = process.cpuUsage(cpu)
      cpuTimes.push((used.user + used.system) / 1000)
      const score = scoreLabel(fixture.expected, result.macros_regex)
      const group = fixture.photographed ? groups.photographed : groups.clean
      const wrong = LABEL_FIELDS.filter((f) => score[f] !== null)
      for (const field of LABEL_FIELDS) if (score[field] === null) group.right[field] += 1
      if (wrong.length === 0) group.all += 1
      else failures[fixture.name] = wrong.map((f) => score[f] as string)
    }
  } finally {
    await closeOcrWorker()
  }
  const share = (group: typeof groups.clean) =>
    Object.fromEntries(LABEL_FIELDS.map((f) => [f, group.right[f] / Math.max(1, group.set.length)])) as Record<
      LabelField,
      number
    >
  const result: LabelBenchResult = {
    clean: groups.clean.set.length,
    photographed: groups.photographed.set.length,
    cleanFieldAccuracy: share(groups.clean),
    cleanAllRight: groups.clean.all,
    photographedFieldAccuracy: share(groups.photographed),
    photographedAllRight: groups.photographed.all,
    msMedian: median(times),
    msMax: Math.max(...times),
    cpuMsMedian: median(cpuTimes),
    failures,
  }
  if (print) for (const line of formatLabelBench(result, true)) console.log(line)
  return result
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Report lines: per-field accuracy for clean and photographed-looking labels, fully-right counts, time. */
export function formatLabelBench(r: LabelBenchResult, verbose = false): string[] {
  const pct = (x: number) => `${(x * 100).toFixed(0)} %`.padStart(6)
  const lines = [`Nutrition label OCR: ${r.clean} clean labels, ${r.photographed} photographed-looking`]
  lines.push(`  ${'field'.padEnd(18)} clean  photo`)
  for (const field of LABEL_FIELDS) {
    lines.push(`  ${field.padEnd(18)}${pct(r.cleanFieldAccuracy[field])}${pct(r.photographedFieldAccuracy[field])}`)
  }
  lines.push(`  clean labels fully right: ${r.cleanAllRight}/${r.clean} (target: all)`)
  const share = ((r.photographedAllRight / Math.max(1, r.photographed)) * 100).toFixed(0)
  lines.push(
    `  photographed-looking fully right: ${r.photographedAllRight}/${r.photographed} = ${share} % (target ≥ 80 %)`,
  )
  lines.push(
    `  OCR time per call (warm): median ${r.msMedian.toFixed(0)} ms, max ${r.msMax.toFixed(0)} ms (target < 3 s)`,
  )
  lines.push(`  CPU per call (median, both threads): ${r.cpuMsMedian.toFixed(0)} ms`)
  for (const [name, wrong] of Object.entries(r.failures))
    lines.push(`  ✗ ${name}${verbose ? `: ${wrong.join('; ')}` : ''}`)
  return lines
}

/** The label section of `npm run bench:nutrition` (a `BenchSection`). */
export const labelBenchSection = {
  title: 'Nutrition label OCR',
  run: async ({ verbose }: { verbose: boolean }): Promise<string[]> =>
    formatLabelBench(await runLabelBench(false), verbose),
}

if (require.main === module) {
  runLabelBench().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
