import type { Macros, RecipeCard } from './chatTypes'
import { type DietFlags, dietFlagsOfIngredients, HIGH_PROTEIN_GRAMS, LOW_CARB_GRAMS } from './dietFlags'
import type { LibraryRecipe } from './libraryQueries'
import { collectionCard, libraryCard, libraryPerServing } from './recipeCards'
import { RECIPE_COLLECTION } from './recipeCollection'
import type { MealSlot } from './recipeSource'
import { stems } from './textMatch'

/** A recipe the agent can propose, from the person's library or the built-in collection, in one shape. */
export interface RecipeOption {
  source: 'library' | 'collection'
  /** The library recipe's id or the collection recipe's slug. */
  id: string
  name: string
  perServing: Macros | null
  totalTime: number | null
  /** Meals it suits (guessed from the name for the person's own recipes). */
  meals: MealSlot[]
  diet: DietFlags
  /** Stemmed words to search by. */
  words: { name: string[]; ingredients: string[]; description: string[] }
  card(): RecipeCard
}

/** Whether it counts as high-protein (null when its macros are unknown). */
export function isHighProtein(option: RecipeOption): boolean | null {
  const macros = option.perServing
  if (!macros) return null
  const share = macros.calories > 0 ? (macros.protein * 4) / macros.calories : 0
  return macros.protein >= HIGH_PROTEIN_GRAMS || (macros.protein >= 20 && share >= 0.3)
}

/** Whether it counts as low-carb (null when its macros are unknown). */
export function isLowCarb(option: RecipeOption): boolean | null {
  return option.perServing ? option.perServing.carbs <= LOW_CARB_GRAMS : null
}

const BREAKFAST_WORDS =
  /\b(oats?|oatmeal|porridge|pancakes?|waffles?|omelette?s?|eggs?|scramble|smoothie|granola|toast|yogh?urt|muesli|breakfast|french toast|crepes?)\b/i
const SNACK_WORDS = /\b(bars?|bites|balls|cookies?|muffins?|dip|hummus|brownies?|snack|energy)\b/i

/** Meals a recipe of the person's suits, guessed from its name (they are not recorded). */
function mealsOfName(name: string): MealSlot[] {
  if (BREAKFAST_WORDS.test(name)) return ['breakfast', 'snack']
  if (SNACK_WORDS.test(name)) return ['snack']
  return ['lunch', 'dinner']
}

/** The person's recipes as options. */
export function libraryOptions(recipes: LibraryRecipe[]): RecipeOption[] {
  return recipes.map((recipe) => {
    const ingredientNames = recipe.ingredients.map((ingredient) => ingredient.name)
    const totalTime =
      recipe.totalTime ??
      (recipe.prepTime !== null || recipe.cookTime !== null ? (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0) : null)
    return {
      source: 'library',
      id: recipe.id,
      name: recipe.name,
      perServing: libraryPerServing(recipe.macros),
      totalTime,
      meals: mealsOfName(recipe.name),
      diet: dietFlagsOfIngredients([recipe.name, ...ingredientNames]),
      words: {
        name: stems(recipe.name),
        ingredients: stems(ingredientNames.join(' ')),
        description: stems(recipe.description ?? ''),
      },
      card: () => libraryCard(recipe),
    }
  })
}

/** The built-in collection as options. */
export function collectionOptions(): RecipeOption[] {
  return RECIPE_COLLECTION.map((recipe) => ({
    source: 'collection',
    id: recipe.id,
    name: recipe.name,
    perServing: recipe.perServing,
    totalTime: recipe.totalTime,
    meals: recipe.meals,
    diet: recipe.flags,
    words: {
      name: stems(recipe.name),
      ingredients: stems(recipe.ingredients.map((ingredient) => ingredient.name).join(' ')),
      description: stems(recipe.description),
    },
    card: () => collectionCard(recipe),
  }))
}
