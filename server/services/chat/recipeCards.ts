import type { StoredRecipeMacros } from '../../db/schema'
import type { Nutrients } from '../nutrition/types'
import type { AgentProposals, CardMacros, ChatMessage, Macros, RecipeCard } from './chatTypes'
import type { LibraryRecipe } from './libraryQueries'
import type { CollectionRecipe } from './recipeCollection'

/** ChatMessage.text's limit in the contract: the client sends agent messages back with the conversation. */
export const MAX_MESSAGE_CHARS = 8000

type MaybeMacros = { [K in keyof Macros]: number | null }

function cardMacros(perServing: MaybeMacros & Partial<Nutrients>, servingSize: string | null): CardMacros {
  const { calories, protein, carbs, fat } = perServing
  return {
    calories_per_serving: calories,
    protein_per_serving: protein,
    carbs_per_serving: carbs,
    fat_per_serving: fat,
    fiber_per_serving: perServing.fiber ?? null,
    sugar_per_serving: perServing.sugar ?? null,
    sodium_per_serving: perServing.sodium ?? null,
    serving_size: servingSize,
    calories,
    protein,
    carbs,
    fat,
  }
}

/** A collection recipe as a card: saving it creates a recipe with the computed macros. */
export function collectionCard(recipe: CollectionRecipe): RecipeCard {
  return {
    name: recipe.name,
    description: recipe.description,
    servings: recipe.servings,
    calories: recipe.perServing.calories * recipe.servings,
    prep_time: recipe.prep,
    cook_time: recipe.cook,
    total_time: recipe.totalTime,
    notes: 'From the built-in recipe collection; macros are computed from the ingredient weights.',
    ingredients: recipe.ingredients.map(({ name, quantity, unit, notes }) => ({ name, quantity, unit, notes })),
    steps: recipe.steps.map((text, index) => ({ text, order: index + 1 })),
    macros: cardMacros(recipe.perServing, recipe.servingSize ?? '1 serving'),
  }
}

/** Per-serving macros of a stored recipe, when its calories are known. */
export function libraryPerServing(macros: StoredRecipeMacros | null): Macros | null {
  if (!macros || macros.calories_per_serving === null) return null
  return {
    calories: macros.calories_per_serving,
    protein: macros.protein_per_serving ?? 0,
    carbs: macros.carbs_per_serving ?? 0,
    fat: macros.fat_per_serving ?? 0,
  }
}

/** One of the person's own recipes as a card; its ids let the client open it instead of saving a copy. */
export function libraryCard(recipe: LibraryRecipe): RecipeCard {
  return {
    _id: recipe.id,
    id: recipe.id,
    food_id: recipe.foodId,
    name: recipe.name,
    description: recipe.description,
    servings: recipe.servings,
    calories: recipe.calories,
    prep_time: recipe.prepTime,
    cook_time: recipe.cookTime,
    total_time: recipe.totalTime,
    notes: recipe.notes,
    ingredients: recipe.ingredients.map(({ name, quantity, quantityText, unit, notes }) => ({
      name,
      quantity,
      quantity_text: quantityText,
      unit,
      notes,
    })),
    steps: recipe.steps,
    macros: cardMacros(
      {
        calories: recipe.macros?.calories_per_serving ?? null,
        protein: recipe.macros?.protein_per_serving ?? null,
        carbs: recipe.macros?.carbs_per_serving ?? null,
        fat: recipe.macros?.fat_per_serving ?? null,
        fiber: recipe.macros?.fiber_per_serving ?? null,
        sugar: recipe.macros?.sugar_per_serving ?? null,
        sodium: recipe.macros?.sodium_per_serving ?? null,
      },
      recipe.macros?.serving_size ?? null,
    ),
  }
}

function withJson(text: string, cards: RecipeCard[]): string {
  return cards.length === 0 ? text : `${text}\n\n\`\`\`json\n${JSON.stringify({ recipes: cards })}\n\`\`\``
}

/**
 * The agent's reply: the cards as structured `recipes` and, for clients that extract recipes from the text
 * (docs/product.md §5), the same cards in a fenced json block at the end of the text. Cards are dropped from the end
 * while the text would exceed the message limit, so both forms always carry the same cards. A meal, weigh-in or workout
 * to confirm rides along as its `*_proposal`.
 */
export function agentReply(text: string, cards: RecipeCard[] = [], proposals: AgentProposals = {}): ChatMessage {
  let shown = cards
  while (shown.length > 0 && withJson(text, shown).length > MAX_MESSAGE_CHARS) shown = shown.slice(0, -1)
  const full = withJson(text, shown).slice(0, MAX_MESSAGE_CHARS)
  const reply: ChatMessage =
    shown.length > 0 ? { sender: 'agent', text: full, recipes: shown } : { sender: 'agent', text: full }
  const { mealProposal, weightProposal, workoutProposal } = proposals
  return {
    ...reply,
    ...(mealProposal && { meal_proposal: mealProposal }),
    ...(weightProposal && { weight_proposal: weightProposal }),
    ...(workoutProposal && { workout_proposal: workoutProposal }),
  }
}
