import type { StoredIngredient, StoredRecipeMacros, StoredStep, users } from '../../db/schema'
import type { components } from '../../generated/openapi'

/** The kinds of file POST /user/{id}/import reads (openapi `ImportResult.format`). */
export type ImportFormat = components['schemas']['ImportResult']['format']

/** A row left out of an import, with its line (CSV: 1 is the header) or position (JSON), and why. */
export type ImportSkip = components['schemas']['ImportSkip']

/** What an import added, by kind (openapi `ImportCounts`). */
export type ImportCounts = components['schemas']['ImportCounts']

export type ImportMealType = components['schemas']['MealType']

/** Nutrients per one serving: energy (kcal), macros, fibre and sugar (g), sodium (mg). Unknown is null. */
export interface ImportedNutrients {
  calories: number
  protein: number
  carbs: number
  fat: number
  fiber: number | null
  sugar: number | null
  sodium: number | null
}

/** One item of an imported meal; its nutrients are per serving (the meal's totals are these × quantity). */
export interface ImportedMealItem extends ImportedNutrients {
  name: string
  quantity: number
  servingSize: string | null
  grams: number | null
  /** The file's id of the food it was logged from (this project's JSON export only), else null. */
  foodRef: string | null
  /** The file's id of the recipe it was logged from (this project's JSON export only), else null. */
  recipeRef: string | null
  isRecipe: boolean
  /** openapi `MacroSource`, or null. */
  source: string | null
}

/** One imported meal. */
export interface ImportedMeal {
  /** Where it starts in the file (for messages). */
  line: number
  /** When it was eaten, ISO 8601 with its UTC offset (as `date` of POST /user/{id}/meals). */
  eatenAt: string
  mealType: ImportMealType
  mealText: string
  items: ImportedMealItem[]
}

/** A library food (per serving). */
export interface ImportedFood {
  line: number
  /** The file's id for it, so meal items and recipes can point at it; null when the file has none. */
  ref: string | null
  name: string
  servingSize: string | null
  calories: number | null
  protein: number | null
  carbs: number | null
  fat: number | null
  fiber: number | null
  sugar: number | null
  sodium: number | null
  isRecipe: boolean
  recipeRef: string | null
  barcode: string | null
  favorite: boolean
  /** ISO instant, or null for "now". */
  dateAdded: string | null
}

export interface ImportedWorkout {
  line: number
  /** ISO instant. */
  date: string
  workoutText: string
  type: string | null
  duration: number | null
  caloriesBurned: number | null
  notes: string | null
  stravaActivityId: string | null
  stravaData: Record<string, string | number | null> | null
}

export interface ImportedWeight {
  line: number
  /** Calendar day, YYYY-MM-DD. */
  date: string
  weightKg: number
}

/** A recipe of this project's JSON export, its stored shape kept (ingredients, steps, per-serving nutrients). */
export interface ImportedRecipe {
  line: number
  ref: string
  name: string
  description: string | null
  servings: number
  totalServings: number | null
  calories: number | null
  prepTime: number | null
  cookTime: number | null
  totalTime: number | null
  notes: string | null
  macros: StoredRecipeMacros | null
  ingredients: StoredIngredient[]
  steps: StoredStep[]
  /** The file's id of the recipe's food entry. */
  foodRef: string | null
  createdAt: string | null
}

/** A piece of advice given earlier, with when. */
export interface ImportedInsight {
  line: number
  advice: string
  facts: unknown
  createdAt: string
}

/** The parts only this project's JSON export has: profile fields, targets, heart rates, recipes, advice. */
export interface ImportedAccountData {
  /** Profile fields by column name (users table), only those the file gives. */
  profile: Partial<Pick<typeof users.$inferInsert, ProfileColumn>>
  heartRates: Array<{ value: number; date: string }>
  targets: { calories: number; protein: number; carbs: number; fat: number; fiber: number } | null
  recipes: ImportedRecipe[]
  insights: ImportedInsight[]
}

/** The profile columns an import may fill. */
export type ProfileColumn =
  | 'name'
  | 'age'
  | 'weight'
  | 'weightUnit'
  | 'height'
  | 'heightUnit'
  | 'gender'
  | 'fitnessGoal'
  | 'activityLevel'
  | 'cookingSkill'
  | 'dietaryRestrictions'
  | 'themePreference'
  | 'recoveryEmail'
  | 'profilePic'
  | 'addExerciseCalories'

/** Everything read from one file, before anything is written; `skipped` lists the rows that could not be read. */
export interface ImportBatch {
  format: ImportFormat
  meals: ImportedMeal[]
  foods: ImportedFood[]
  workouts: ImportedWorkout[]
  weights: ImportedWeight[]
  skipped: ImportSkip[]
  /** This project's JSON export only. */
  account?: ImportedAccountData
}

/** How a CSV parser places meals in time: the importer's UTC offset ("+02:00"), for files that give only days. */
export interface ImportOptions {
  utcOffset: string
}
