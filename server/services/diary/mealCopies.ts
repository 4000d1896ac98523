import type { Database } from '../../db/database'
import { mealItems } from '../../db/schema'
import { invalid, notFound } from '../../lib/domainErrors'
import { newId } from '../../lib/ids'
import { calendarDate, isCalendarDate } from '../meals/calendarDate'
import { storedTotals } from '../meals/macroMath'
import { parseMealDate, type MealDate } from '../meals/mealDate'
import { getMealRecord, listMealsOfDay, MEAL_TYPE_ORDER, type MealRecord, toMealView } from '../meals/mealReads'
import { insertMealsOfDay, type MealsOfDay } from '../meals/mealWrites'
import type { MealType, MealView } from '../meals/types'
import type { MealCopyInput } from './types'

/** The answer to a copy date that is neither a calendar day nor a date-time. */
const COPY_DATE_MESSAGE =
  'date must be a calendar day (YYYY-MM-DD) or a date-time with its UTC offset, e.g. 2026-11-22T08:30:00+01:00'

/** A copy of a meal, ready to write, and its API shape. */
interface MealCopy {
  row: MealsOfDay['meals'][number]
  items: MealsOfDay['items']
  view: MealView
}

/**
 * The source meal's date text moved to another calendar day: the same wall-clock time and UTC offset (the text
 * after its `YYYY-MM-DD`) on `day`.
 */
function sameTimeOn(source: MealRecord, day: string): MealDate {
  return parseMealDate(`${day}${source.dateText.slice(10)}`)
}

/**
 * A copy of a stored meal at `when`: the same items as they are (name, quantity, serving size, macros, grams,
 * source and their links to library foods and recipes), the same text and sums; new ids. No library food is made.
 */
function copyOf(userId: string, source: MealRecord, when: MealDate, mealType: MealType, now: Date): MealCopy {
  const id = newId()
  const totals = storedTotals(source)
  const row = {
    id,
    userId,
    eatenAt: when.instant,
    dateText: when.text,
    localDate: when.localDate,
    mealType,
    mealText: source.mealText,
    ...totals,
    createdAt: now,
  }
  const itemViews = source.items.map((item) => ({ ...item, id: newId() }))
  const items: Array<typeof mealItems.$inferInsert> = itemViews.map((item, position) => ({
    id: item.id,
    mealId: id,
    userId,
    position,
    foodId: item.food_id,
    recipeId: item.recipe_id,
    isRecipe: item.is_recipe,
    name: item.name,
    quantity: item.quantity,
    servingSize: item.serving_size,
    calories: item.calories,
    protein: item.protein,
    carbs: item.carbs,
    fat: item.fat,
    grams: item.grams,
    source: item.source,
  }))
  return { row, items, view: toMealView({ ...row, items: itemViews }) }
}

/**
 * Logs one of the user's meals again (a meal the user does not have is null). `date` is a date-time with its UTC
 * offset, or a calendar day `YYYY-MM-DD`: then the source meal's wall-clock time and offset on that day. The meal
 * type defaults to the source's. The copy, its items and its day's change are written in one statement
 * (insertMealsOfDay), as createMeal does.
 */
export async function copyMeal(
  db: Database,
  userId: string,
  mealId: string,
  input: MealCopyInput,
): Promise<MealView | null> {
  const text = input.date.trim()
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(text)
  if (dayOnly && !isCalendarDate(text)) throw invalid(COPY_DATE_MESSAGE)
  const source = await getMealRecord(db, userId, mealId)
  if (!source) return null
  let when: MealDate
  try {
    when = dayOnly ? sameTimeOn(source, text) : parseMealDate(text)
  } catch {
    throw invalid(COPY_DATE_MESSAGE)
  }
  const copy = copyOf(userId, source, when, input.meal_type ?? (source.mealType as MealType), new Date())
  await insertMealsOfDay(db, { userId, localDate: when.localDate, meals: [copy.row], items: copy.items })
  return copy.view
}

const typeRank = (view: MealView) => MEAL_TYPE_ORDER.indexOf(view.meal_type)

/**
 * Copies every meal of the local day `date` to `toDate`, each at its own wall-clock time and UTC offset, with its
 * type, items and sums; the copies and the day's change are written in one statement (all or none). Copying onto
 * the same day is allowed (a second helping). A day without meals is `notFound`. Answers the new meals in diary
 * order.
 */
export async function copyDay(db: Database, userId: string, date: string, toDate: string): Promise<MealView[]> {
  const from = calendarDate(date)
  const to = calendarDate(toDate, 'to_date')
  const sources = await listMealsOfDay(db, userId, from)
  if (sources.length === 0) throw notFound(`There are no meals on ${from} to copy.`)
  const now = new Date()
  const copies = sources.map((source) =>
    copyOf(userId, source, sameTimeOn(source, to), source.mealType as MealType, now),
  )
  await insertMealsOfDay(db, {
    userId,
    localDate: to,
    meals: copies.map((copy) => copy.row),
    items: copies.flatMap((copy) => copy.items),
  })
  return copies
    .sort(
      (a, b) =>
        typeRank(a.view) - typeRank(b.view) ||
        a.row.eatenAt.getTime() - b.row.eatenAt.getTime() ||
        (a.row.id < b.row.id ? -1 : 1),
    )
    .map((copy) => copy.view)
}
