import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ParsedRecipeText } from './types'

/** What a fixture recipe should parse to (see `__fixtures__/recipes/*.expected.json`). */
export interface ExpectedRecipe {
  title: string
  servings: number | null
  serving_size?: string | null
  prep_time: number | null
  cook_time: number | null
  total_time: number | null
  ingredients: { name: string; quantity: number | null; unit: string | null }[]
  /** The ingredient sub-sections ("For the sauce"), in order, when the fixture checks them. */
  sections?: string[]
  /** The first words of each step, in order. */
  steps: string[]
  /** A part of the notes, or '' when there are none. */
  notes: string
}

/** The fields scored per recipe. */
export const RECIPE_FIELDS = [
  'title',
  'servings',
  'prep_time',
  'cook_time',
  'total_time',
  'ingredients',
  'steps',
  'notes',
] as const

/** A scored field name. */
export type RecipeField = (typeof RECIPE_FIELDS)[number]

/** A fixture: its file name, text and expected result. */
export interface RecipeFixture {
  name: string
  text: string
  expected: ExpectedRecipe
}

/** Default folder of the recipe evaluation set. */
export const RECIPE_FIXTURE_DIR = join(__dirname, '__fixtures__', 'recipes')

/** Loads every `*.txt` recipe with its `*.expected.json` from `dir`. */
export function loadRecipeFixtures(dir: string = RECIPE_FIXTURE_DIR): RecipeFixture[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.txt$/, ''),
      text: readFileSync(join(dir, file), 'utf8'),
      expected: JSON.parse(readFileSync(join(dir, file.replace(/\.txt$/, '.expected.json')), 'utf8')) as ExpectedRecipe,
    }))
}

/** For each field, whether the parse got it right, with a short reason when not. */
export function scoreRecipe(expected: ExpectedRecipe, parsed: ParsedRecipeText): Record<RecipeField, string | null> {
  const same = (a: unknown, b: unknown, label: string) =>
    a === b ? null : `${label}: expected ${String(a)}, got ${String(b)}`
  let servings = same(expected.servings, parsed.servings, 'servings')
  if (!servings && expected.serving_size !== undefined) {
    servings = same(expected.serving_size, parsed.serving_size, 'serving_size')
  }
  return {
    title: same(norm(expected.title), norm(parsed.title), 'title'),
    servings,
    prep_time: same(expected.prep_time, parsed.prep_time, 'prep_time'),
    cook_time: same(expected.cook_time, parsed.cook_time, 'cook_time'),
    total_time: same(expected.total_time, parsed.total_time, 'total_time'),
    ingredients: scoreIngredients(expected, parsed),
    steps: scoreSteps(expected.steps, parsed),
    notes: expected.notes
      ? parsed.notes.toLowerCase().includes(expected.notes.toLowerCase())
        ? null
        : `notes: expected to contain "${expected.notes}", got "${parsed.notes}"`
      : parsed.notes
        ? `notes: expected none, got "${parsed.notes}"`
        : null,
  }
}

function scoreIngredients(expected: ExpectedRecipe, parsed: ParsedRecipeText): string | null {
  const wrong: string[] = []
  if (expected.ingredients.length !== parsed.ingredients.length) {
    wrong.push(`count ${expected.ingredients.length} vs ${parsed.ingredients.length}`)
  }
  expected.ingredients.forEach((want, i) => {
    const got = parsed.ingredients[i]
    const quantityOk =
      got &&
      (want.quantity === null
        ? got.quantity === null
        : got.quantity !== null && Math.abs(got.quantity - want.quantity) < 0.01)
    if (!got || norm(got.name) !== norm(want.name) || !quantityOk || got.unit !== want.unit) {
      wrong.push(
        `#${i + 1} ${JSON.stringify(want)} got ${got ? JSON.stringify([got.name, got.quantity, got.unit]) : 'nothing'}`,
      )
    }
  })
  if (expected.sections) {
    const sections = [...new Set(parsed.ingredients.map((ingredient) => ingredient.section).filter(Boolean))]
    if (JSON.stringify(sections) !== JSON.stringify(expected.sections)) {
      wrong.push(`sections ${JSON.stringify(expected.sections)} got ${JSON.stringify(sections)}`)
    }
  }
  return wrong.length ? `ingredients: ${wrong.join('; ')}` : null
}

function scoreSteps(expected: string[], parsed: ParsedRecipeText): string | null {
  const wrong: string[] = []
  if (expected.length !== parsed.steps.length) wrong.push(`count ${expected.length} vs ${parsed.steps.length}`)
  expected.forEach((start, i) => {
    const got = parsed.steps[i]
    if (!got || !norm(got.text).startsWith(norm(start)) || got.order !== i + 1) {
      wrong.push(`#${i + 1} "${start}" got "${got?.text.slice(0, 40) ?? ''}"`)
    }
  })
  return wrong.length ? `steps: ${wrong.join('; ')}` : null
}

function norm(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim()
}
