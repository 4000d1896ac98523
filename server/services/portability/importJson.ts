import type { StoredIngredient, StoredRecipeMacros, StoredStep } from '../../db/schema'
import { invalid } from '../../lib/domainErrors'
import { storableText } from '../../lib/storableText'
import { EXPORT_FORMAT, EXPORT_VERSION } from './exportJson'
import {
  amount,
  amountOrNull,
  calendarDayOf,
  instantOf,
  mealDateText,
  mealTypeOf,
  objectOf,
  readEach,
  requiredName,
  RowError,
  textOrNull,
} from './importFields'
import { accountProfile } from './importProfile'
import type {
  ImportBatch,
  ImportedAccountData,
  ImportedFood,
  ImportedInsight,
  ImportedMeal,
  ImportedMealItem,
  ImportedRecipe,
  ImportedWeight,
  ImportedWorkout,
  ImportSkip,
} from './importTypes'

type Json = Record<string, unknown>

/** The item sources of the contract (openapi `MacroSource`); another value is dropped. */
const SOURCES = new Set(['user_food', 'reference', 'usda', 'model', 'manual'])
const sourceOf = (value: unknown): string | null => (typeof value === 'string' && SOURCES.has(value) ? value : null)

const refOf = (record: Json, key: string): string | null => (typeof record[key] === 'string' ? record[key] : null)

function mealItem(element: unknown, position: number): ImportedMealItem {
  const item = objectOf(element, `item ${position}`)
  const quantity = amountOrNull(item, 'quantity') ?? 1
  if (quantity <= 0) throw new RowError(`item ${position}: quantity must be more than 0`)
  return {
    name: requiredName(item),
    quantity,
    servingSize: textOrNull(item, 'serving_size', 1000),
    grams: amountOrNull(item, 'grams'),
    calories: amount(item, 'calories'),
    protein: amount(item, 'protein'),
    carbs: amount(item, 'carbs'),
    fat: amount(item, 'fat'),
    fiber: amountOrNull(item, 'fiber'),
    sugar: amountOrNull(item, 'sugar'),
    sodium: amountOrNull(item, 'sodium'),
    foodRef: refOf(item, 'food_id'),
    recipeRef: refOf(item, 'recipe_id'),
    isRecipe: item.is_recipe === true,
    source: sourceOf(item.source),
  }
}

function meal(record: Json, line: number): ImportedMeal {
  const items = record.items
  if (!Array.isArray(items) || items.length === 0) throw new RowError('has no items')
  return {
    line,
    eatenAt: mealDateText(record.date),
    mealType: mealTypeOf(record.meal_type),
    mealText: textOrNull(record, 'meal_text') ?? '',
    items: items.map((item: unknown, index) => mealItem(item, index + 1)),
  }
}

function food(record: Json, line: number): ImportedFood {
  const barcode = textOrNull(record, 'barcode', 14)
  if (barcode !== null && !/^\d{8,14}$/.test(barcode)) throw new RowError('barcode must be 8 to 14 digits')
  return {
    line,
    ref: refOf(record, 'id'),
    name: requiredName(record),
    servingSize: textOrNull(record, 'serving_size', 200),
    calories: amountOrNull(record, 'calories'),
    protein: amountOrNull(record, 'protein'),
    carbs: amountOrNull(record, 'carbs'),
    fat: amountOrNull(record, 'fat'),
    fiber: amountOrNull(record, 'fiber'),
    sugar: amountOrNull(record, 'sugar'),
    sodium: amountOrNull(record, 'sodium'),
    isRecipe: record.is_recipe === true,
    recipeRef: refOf(record, 'recipe_id'),
    barcode,
    favorite: record.favorite === true,
    dateAdded:
      record.date_added === undefined || record.date_added === null ? null : instantOf(record.date_added, 'date_added'),
  }
}

function listOf<T>(value: unknown, key: string): T[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw new RowError(`${key} is not a list`)
  return storableText(value) as T[]
}

function recipe(record: Json, line: number): ImportedRecipe {
  const servings = amountOrNull(record, 'servings') ?? 1
  if (servings <= 0) throw new RowError('servings must be more than 0')
  const macros = record.macros === null || record.macros === undefined ? null : objectOf(record.macros, 'macros')
  return {
    line,
    ref: refOf(record, 'id') ?? `recipe-${line}`,
    name: requiredName(record),
    description: textOrNull(record, 'description'),
    servings,
    totalServings: amountOrNull(record, 'total_servings'),
    calories: amountOrNull(record, 'calories'),
    prepTime: amountOrNull(record, 'prep_time'),
    cookTime: amountOrNull(record, 'cook_time'),
    totalTime: amountOrNull(record, 'total_time'),
    notes: textOrNull(record, 'notes'),
    macros: macros as StoredRecipeMacros | null,
    ingredients: listOf<StoredIngredient>(record.ingredients, 'ingredients'),
    steps: listOf<StoredStep>(record.steps, 'steps'),
    foodRef: refOf(record, 'food_id'),
    createdAt: record.created_at ? instantOf(record.created_at, 'created_at') : null,
  }
}

function workout(record: Json, line: number): ImportedWorkout {
  const stravaData =
    record.strava_data === null || record.strava_data === undefined ? null : objectOf(record.strava_data, 'strava_data')
  return {
    line,
    date: instantOf(record.date, 'date'),
    workoutText: textOrNull(record, 'workout_text', 2000) ?? '',
    type: textOrNull(record, 'type', 40),
    duration: amountOrNull(record, 'duration'),
    caloriesBurned: amountOrNull(record, 'calories_burned'),
    notes: textOrNull(record, 'notes'),
    stravaActivityId: textOrNull(record, 'strava_activity_id', 64),
    stravaData: stravaData ? (storableText(stravaData) as ImportedWorkout['stravaData']) : null,
  }
}

function weight(record: Json, line: number): ImportedWeight {
  const kg = amountOrNull(record, 'weight_kg')
  if (kg === null || kg < 20 || kg > 400) throw new RowError('weight_kg must be between 20 and 400')
  return { line, date: calendarDayOf(record.date, 'date'), weightKg: kg }
}

function insight(record: Json, line: number): ImportedInsight {
  const advice = textOrNull(record, 'advice', 100_000)
  if (advice === null) throw new RowError('advice is empty')
  return {
    line,
    advice,
    facts: storableText(record.facts ?? null),
    createdAt: instantOf(record.created_at, 'created_at'),
  }
}

/** Whether the text is (the start of) a JSON document rather than CSV. */
export const looksLikeJson = (text: string) => /^\s*[{[]/.test(text)

/**
 * Reads this project's JSON export (openapi `ExportDocument`, version 1). A document of another kind or version, or
 * text that is not JSON, is a 400; a record that cannot be read is left out and listed in `skipped`.
 */
export function parseJsonExport(text: string): ImportBatch {
  let document: Json
  try {
    document = objectOf(JSON.parse(text), 'The file')
  } catch {
    throw invalid('The file is not valid JSON.')
  }
  if (document.format !== EXPORT_FORMAT)
    throw invalid('This JSON file is not a Macro Tracker export (its "format" is not "macro-tracker-export").')
  if (document.version !== EXPORT_VERSION)
    throw invalid(`This export is version ${String(document.version)}; this server reads version ${EXPORT_VERSION}.`)
  const skipped: ImportSkip[] = []
  const account: ImportedAccountData = {
    ...accountProfile(document, skipped),
    recipes: readEach(document.recipes, 'recipes', skipped, recipe),
    insights: readEach(document.insights, 'insights', skipped, insight),
  }
  return {
    format: 'macro-tracker-json',
    foods: readEach(document.foods, 'foods', skipped, food),
    meals: readEach(document.meals, 'meals', skipped, meal),
    workouts: readEach(document.workouts, 'workouts', skipped, workout),
    weights: readEach(document.weights, 'weights', skipped, weight),
    skipped,
    account,
  }
}
