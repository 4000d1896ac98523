import { performance } from 'node:perf_hooks'
import {
  loadRecipeFixtures,
  RECIPE_FIELDS,
  scoreRecipe,
  type RecipeField,
} from '../server/services/recipeText/recipeEvaluation'
import { parseRecipeText } from '../server/services/recipeText/recipeTextParser'

/** Figures of one run of the recipe-text bench. */
export interface RecipeBenchResult {
  recipes: number
  /** Share (0..1) of recipes with each field right. */
  fieldAccuracy: Record<RecipeField, number>
  /** Share of recipes with every field right. */
  allFieldsRight: number
  /** Mean milliseconds per `parseRecipeText` call. */
  msPerCall: number
  /** Fixture name → what was wrong, for recipes not fully right. */
  failures: Record<string, string[]>
}

/** Parses every fixture recipe, scores it field by field and times the calls. */
export function runRecipeBench(print = true): RecipeBenchResult {
  const fixtures = loadRecipeFixtures()
  const right = Object.fromEntries(RECIPE_FIELDS.map((f) => [f, 0])) as Record<RecipeField, number>
  const failures: Record<string, string[]> = {}
  let allRight = 0
  for (const fixture of fixtures) {
    const score = scoreRecipe(fixture.expected, parseRecipeText(fixture.text))
    const wrong = RECIPE_FIELDS.filter((f) => score[f] !== null)
    for (const field of RECIPE_FIELDS) if (score[field] === null) right[field] += 1
    if (wrong.length === 0) allRight += 1
    else failures[fixture.name] = wrong.map((f) => score[f] as string)
  }
  const rounds = 200
  const start = performance.now()
  for (let i = 0; i < rounds; i += 1) for (const fixture of fixtures) parseRecipeText(fixture.text)
  const msPerCall = (performance.now() - start) / (rounds * fixtures.length)

  const n = fixtures.length
  const result: RecipeBenchResult = {
    recipes: n,
    fieldAccuracy: Object.fromEntries(RECIPE_FIELDS.map((f) => [f, right[f] / n])) as Record<RecipeField, number>,
    allFieldsRight: allRight / n,
    msPerCall,
    failures,
  }
  if (print) for (const line of formatRecipeBench(result, true)) console.log(line)
  return result
}

/** Report lines: per-field accuracy, the every-field share, time per call, and (verbose) what was wrong. */
export function formatRecipeBench(result: RecipeBenchResult, verbose = false): string[] {
  const pct = (x: number) => `${(x * 100).toFixed(0)} %`
  const lines = [`Recipe text parser: ${result.recipes} recipes`]
  for (const field of RECIPE_FIELDS) lines.push(`  ${field.padEnd(12)} ${pct(result.fieldAccuracy[field])}`)
  lines.push(`  every field right: ${pct(result.allFieldsRight)} (target ≥ 95 %)`)
  lines.push(`  time per call: ${result.msPerCall.toFixed(3)} ms`)
  for (const [name, wrong] of Object.entries(result.failures)) {
    lines.push(`  ✗ ${name}`)
    if (verbose) for (const line of wrong) lines.push(`      ${line}`)
  }
  return lines
}

/** The recipe section of `npm run bench:nutrition` (a `BenchSection`). */
export const recipeBenchSection = {
  title: 'Recipe text parsing',
  run: ({ verbose }: { verbose: boolean }): string[] => formatRecipeBench(runRecipeBench(false), verbose),
}

if (require.main === module) runRecipeBench()
