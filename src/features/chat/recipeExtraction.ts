import type { ChatMessage, ChatRecipe } from '../../api/api'

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

const isCard = (value: unknown): value is ChatRecipe =>
  isObject(value) && typeof value.name === 'string' && value.name.trim() !== ''

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The cards a fenced block holds: `{recipes: [...]}`, an array of recipes or one recipe; null when it holds none. */
function fencedCards(value: unknown): ChatRecipe[] | null {
  if (isObject(value) && Array.isArray(value.recipes)) return value.recipes.filter(isCard)
  if (Array.isArray(value) && value.length > 0 && value.every(isCard)) return value
  return isCard(value) ? [value] : null
}

/** Where the JSON object opening at `start` closes (braces counted outside strings); -1 when it never does. */
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

const FENCED = /```[ \t]*(?:json)?[ \t]*\r?\n?([\s\S]*?)```/gi
const BARE_START = /\{\s*"recipes"\s*:/g

/** Bare `{"recipes": [...]}` objects in the text, removed; a malformed one stays as it is. */
function extractBare(text: string, found: ChatRecipe[]): string {
  let rest = text
  BARE_START.lastIndex = 0
  for (let match = BARE_START.exec(rest); match; match = BARE_START.exec(rest)) {
    const end = objectEnd(rest, match.index)
    const value = end > 0 ? parse(rest.slice(match.index, end + 1)) : undefined
    if (isObject(value) && Array.isArray(value.recipes)) {
      found.push(...value.recipes.filter(isCard))
      rest = `${rest.slice(0, match.index)}${rest.slice(end + 1)}`
      BARE_START.lastIndex = match.index
    }
  }
  return rest
}

/**
 * Recipe JSON embedded in agent text (docs/product.md §5), in a fenced json block or as a bare JSON object with a
 * `recipes` array: the recipes found and the text without them. JSON that does not parse, or holds no recipes, stays
 * text.
 */
export function extractRecipeJson(text: string): { text: string; recipes: ChatRecipe[] } {
  const recipes: ChatRecipe[] = []
  const unfenced = text.replace(FENCED, (block, body: string) => {
    const cards = fencedCards(parse(body.trim()))
    if (!cards) return block
    recipes.push(...cards)
    return ''
  })
  const rest = extractBare(unfenced, recipes)
  return {
    text: rest
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    recipes,
  }
}

/** Cards are the same recipe when their names match (case and spacing aside). */
const cardKey = (card: ChatRecipe) => card.name?.trim().toLowerCase() ?? JSON.stringify(card)

/** Recipes in their first-seen order, without a second card of the same name. */
export function mergeRecipes(...lists: ChatRecipe[][]): ChatRecipe[] {
  const seen = new Set<string>()
  return lists.flat().filter((card) => {
    const key = cardKey(card)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * What a message shows: its text without embedded recipe JSON, and its cards (the message's `recipes` first, then
 * those found in the text that it did not already carry). Only agent text is searched for recipes.
 */
export function messageContent(message: ChatMessage): { text: string; recipes: ChatRecipe[] } {
  const own = (message.recipes ?? []).filter(isCard)
  if (message.sender !== 'agent') return { text: message.text, recipes: own }
  const extracted = extractRecipeJson(message.text)
  return { text: extracted.text, recipes: mergeRecipes(own, extracted.recipes) }
}
