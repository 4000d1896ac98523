import type { CardIngredient, CardMacros, RecipeCard } from './chatTypes'

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

function hasRecipes(value: unknown): value is { recipes: unknown[] } {
  return isObject(value) && Array.isArray(value.recipes)
}

/** The end of the JSON object starting at `start`, by counting braces outside strings; -1 when it never closes. */
function objectEnd(text: string, start: number): number {
  let depth = 0
  let inString = false
  for (let index = start; index < text.length; index += 1) {
    const char = text[index]
    if (inString) {
      if (char === '\\') index += 1
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '{') depth += 1
    else if (char === '}') {
      depth -= 1
      if (depth === 0) return index
    }
  }
  return -1
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Recipe JSON embedded in agent text, in either form of docs/product.md §5: a fenced json block, or a bare JSON object
 * with a `recipes` array. Returns the recipes found and the text without them.
 */
export function extractRecipeJson(text: string): { text: string; recipes: unknown[] } {
  const recipes: unknown[] = []
  let rest = text.replace(/```(?:json)?\s*([\s\S]*?)```/gi, (block, body: string) => {
    const value = parse(body.trim())
    if (!hasRecipes(value)) return block
    recipes.push(...value.recipes)
    return ''
  })
  for (let start = rest.search(/\{\s*"recipes"\s*:/); start >= 0; start = rest.search(/\{\s*"recipes"\s*:/)) {
    const end = objectEnd(rest, start)
    const value = end > 0 ? parse(rest.slice(start, end + 1)) : undefined
    if (!hasRecipes(value)) break
    recipes.push(...value.recipes)
    rest = `${rest.slice(0, start)}${rest.slice(end + 1)}`
  }
  return { text: rest.replace(/\n{3,}/g, '\n\n').trim(), recipes }
}

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null
}

function amount(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : null
}

function ingredientOf(value: unknown): CardIngredient | null {
  if (typeof value === 'string')
    return value.trim() ? { name: value.trim().slice(0, 500), quantity: null, unit: null, notes: null } : null
  if (!isObject(value)) return null
  const name = text(value.name, 500)
  if (!name) return null
  const quantity = amount(value.quantity)
  const written = quantity === null ? text(value.quantity, 100) : null
  return {
    name,
    quantity,
    ...(written ? { quantity_text: written } : {}),
    unit: text(value.unit, 100),
    notes: text(value.notes, 1000),
  }
}

function stepText(value: unknown): string | null {
  return typeof value === 'string' ? text(value, 5000) : isObject(value) ? text(value.text, 5000) : null
}

function macrosOf(card: Json): CardMacros {
  const source = isObject(card.macros) ? card.macros : card
  const pick = (name: string) => amount(source[`${name}_per_serving`]) ?? amount(source[name])
  const values = { calories: pick('calories'), protein: pick('protein'), carbs: pick('carbs'), fat: pick('fat') }
  return {
    calories_per_serving: values.calories,
    protein_per_serving: values.protein,
    carbs_per_serving: values.carbs,
    fat_per_serving: values.fat,
    fiber_per_serving: pick('fiber'),
    sugar_per_serving: pick('sugar'),
    sodium_per_serving: pick('sodium'),
    serving_size: text(source.serving_size, 200),
    ...values,
  }
}

/**
 * A recipe the model wrote, made to fit the ChatRecipe contract (lengths, non-negative numbers, ingredient and step
 * objects); null when it has no name.
 */
export function normalizeRecipeCard(value: unknown): RecipeCard | null {
  if (!isObject(value)) return null
  const name = text(value.name ?? value.title, 200)
  if (!name) return null
  const servings = amount(value.servings) || 1
  const macros = macrosOf(value)
  const steps = (Array.isArray(value.steps) ? value.steps : []).map(stepText).filter((step) => step !== null)
  return {
    name,
    description: text(value.description, 5000),
    servings,
    calories: macros.calories_per_serving !== null ? Math.round(macros.calories_per_serving * servings) : null,
    prep_time: amount(value.prep_time),
    cook_time: amount(value.cook_time),
    total_time: amount(value.total_time),
    notes: text(value.notes, 10000),
    ingredients: (Array.isArray(value.ingredients) ? value.ingredients : [])
      .slice(0, 200)
      .map(ingredientOf)
      .filter((ingredient) => ingredient !== null),
    steps: steps.slice(0, 200).map((step, index) => ({ text: step, order: index + 1 })),
    macros,
  }
}
