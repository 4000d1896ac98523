/** A recipe ingredient as the API carries it (openapi `Ingredient`), or a plain line of text. */
export type IngredientInput =
  | string
  | {
      name: string
      quantity?: number | null
      quantity_text?: string | null
      unit?: string | null
      notes?: string | null
    }

const SIZE = /^(?:small|medium|large|extra[- ]large|jumbo)$/i
const PACKAGE = /^\d+(?:[.,]\d+)?\s*(?:oz|ounces?|fl\.? ?oz|g|grams?|kg|ml|l|lbs?)$/i

/**
 * The line the nutrition engine reads for an ingredient. An object's notes keep what the food's name does not
 * (see services/recipeText): the size and the package size go back in front ("2 (15 oz) can chickpeas",
 * "1 large onion"), and "to taste" makes it a pinch.
 */
export function ingredientLine(ingredient: IngredientInput): string {
  if (typeof ingredient === 'string') return ingredient.trim()
  const notes = (ingredient.notes ?? '')
    .split(',')
    .map((note) => note.trim())
    .filter(Boolean)
  const size = notes.find((note) => SIZE.test(note))
  const pack = notes.find((note) => PACKAGE.test(note))
  const amount = ingredient.quantity ?? ingredient.quantity_text ?? null
  const line = [amount, pack ? `(${pack})` : null, size, ingredient.unit, ingredient.name]
    .filter((part) => part !== null && part !== undefined && String(part).trim() !== '')
    .join(' ')
    .trim()
  return notes.some((note) => /\bto taste\b/i.test(note)) ? `${line} to taste` : line
}
