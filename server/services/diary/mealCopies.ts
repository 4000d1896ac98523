import { sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { invalid, notFound } from '../../lib/domainErrors'
import { calendarDate, isCalendarDate } from '../meals/calendarDate'
import { parseMealDate, type MealDate } from '../meals/mealDate'
import { MEAL_TYPE_ORDER, type MealRecord, toMealView } from '../meals/mealReads'
import type { MealType, MealView } from '../meals/types'
import { executeStatement, type SessionStatement } from '../../db/sessionStatements'
import type { MealCopyInput } from './types'

/** The answer to a copy date that is neither a calendar day nor a date-time. */
const COPY_DATE_MESSAGE =
  'date must be a calendar day (YYYY-MM-DD) or a date-time with its UTC offset, e.g. 2026-11-22T08:30:00+01:00'

/** Which meals to copy: one by id, or every meal of a local day. */
type CopySource = { mealId: string } | { day: string }

/**
 * When the copies happen: on a calendar `day` at each source meal's own wall-clock time and UTC offset (the text
 * after its `YYYY-MM-DD`; the instant moves by whole days of 24 hours, since the offset is kept), or at one date-time.
 */
type CopyTime = { day: string } | { at: MealDate }

/** A copy as the statement answers it: a stored meal without what the caller knows (its day and creation time). */
type CopiedMeal = Omit<MealRecord, 'localDate' | 'createdAt'>

/** A new id, as lib/ids.ts makes them (24 hex characters), made by the database for rows it copies. */
const NEW_ID = sql.raw(`left(replace(gen_random_uuid()::text, '-', ''), 24)`)

const localDateOf = (time: CopyTime) => ('day' in time ? time.day : time.at.localDate)

type CopyParam =
  'userId' | 'mealId' | 'sourceDay' | 'day' | 'instant' | 'dateText' | 'localDate' | 'mealType' | 'createdAt'

/**
 * The statement that copies meals, inside the database: the source meals (`src`), their copies (`copied`), the
 * copies' items (`copied_items`, the sources' items as they are: name, quantity, serving size, macros, fibre, sugar,
 * sodium, grams, source and their links to library foods and recipes) and the target day's change in `daily_totals`
 * (sums and count; the nutrients' known values added, unknown kept unknown, as dayChange adds them), so all of it
 * happens or none does, and no row travels through the server. Answers the copies as one JSON array in diary order
 * (breakfast to dessert, then by the instant eaten, then id), each with its items. One statement for each kind of
 * source (one meal, or a day) and of time (a calendar day, or one date-time).
 */
function copyStatement(bySource: 'meal' | 'day', byTime: 'day' | 'at'): SessionStatement<CopyParam> {
  return {
    name: `diary_copy_${bySource}_to_${byTime}`,
    build: (param) => {
      const chosen =
        bySource === 'meal' ? sql`m.id = ${param('mealId')}` : sql`m.local_date = ${param('sourceDay')}::date`
      const [eatenAt, dateText] =
        byTime === 'day'
          ? [
              sql`src.eaten_at + (${param('day')}::date - src.local_date) * interval '24 hours'`,
              sql`${param('day')}::text || substr(src.date_text, 11)`,
            ]
          : [sql`${param('instant')}::timestamptz`, sql`${param('dateText')}::text`]
      return sql`
    with src as (
      select m.*, ${NEW_ID} as copy_id from meals m where m.user_id = ${param('userId')} and ${chosen}
    ),
    copied as (
      insert into meals (id, user_id, eaten_at, date_text, local_date, meal_type, meal_text,
        calories, protein, carbs, fat, fiber, sugar, sodium, created_at)
      select src.copy_id, src.user_id, ${eatenAt}, ${dateText}, ${param('localDate')}::date,
        coalesce(${param('mealType')}::text, src.meal_type), src.meal_text, coalesce(src.calories, 0),
        coalesce(src.protein, 0), coalesce(src.carbs, 0), coalesce(src.fat, 0), src.fiber, src.sugar, src.sodium,
        ${param('createdAt')}::timestamptz
      from src
      returning id, eaten_at, date_text, meal_type, meal_text, calories, protein, carbs, fat, fiber, sugar, sodium
    ),
    copied_items as (
      insert into meal_items (id, meal_id, user_id, position, food_id, recipe_id, is_recipe, name, quantity,
        serving_size, calories, protein, carbs, fat, fiber, sugar, sodium, grams, source)
      select ${NEW_ID}, src.copy_id, i.user_id, i.position, i.food_id, i.recipe_id, i.is_recipe, i.name, i.quantity,
        i.serving_size, i.calories, i.protein, i.carbs, i.fat, i.fiber, i.sugar, i.sodium, i.grams, i.source
      from meal_items i join src on i.meal_id = src.id
      returning id, meal_id, name, quantity, serving_size, calories, protein, carbs, fat, fiber, sugar, sodium,
        recipe_id, is_recipe, food_id, grams, source, position
    ),
    day_change as (
      insert into daily_totals (user_id, local_date, calories, protein, carbs, fat, fiber, sugar, sodium, meal_count)
      select ${param('userId')}, ${param('localDate')}::date, sum(coalesce(calories, 0)), sum(coalesce(protein, 0)),
        sum(coalesce(carbs, 0)), sum(coalesce(fat, 0)), sum(fiber), sum(sugar), sum(sodium), count(*)
      from src having count(*) > 0
      on conflict (user_id, local_date) do update set
        calories = daily_totals.calories + excluded.calories, protein = daily_totals.protein + excluded.protein,
        carbs = daily_totals.carbs + excluded.carbs, fat = daily_totals.fat + excluded.fat,
        fiber = coalesce(daily_totals.fiber + excluded.fiber, daily_totals.fiber, excluded.fiber),
        sugar = coalesce(daily_totals.sugar + excluded.sugar, daily_totals.sugar, excluded.sugar),
        sodium = coalesce(daily_totals.sodium + excluded.sodium, daily_totals.sodium, excluded.sodium),
        meal_count = daily_totals.meal_count + excluded.meal_count
    )
    select coalesce(json_agg(meal order by array_position(${sql.param(MEAL_TYPE_ORDER)}::text[], c.meal_type),
      c.eaten_at, c.id), '[]'::json) as meals
    from copied c cross join lateral (
      select c.id, c.date_text as "dateText", c.meal_type as "mealType", c.meal_text as "mealText", c.calories,
        c.protein, c.carbs, c.fat, c.fiber, c.sugar, c.sodium, coalesce((select json_agg(item order by item.position)
        from (
          select ci.id, ci.name, ci.quantity, ci.serving_size, ci.calories, ci.protein, ci.carbs, ci.fat, ci.fiber,
            ci.sugar, ci.sodium, ci.recipe_id, ci.is_recipe, ci.food_id, ci.grams, ci.source, ci.position
          from copied_items ci where ci.meal_id = c.id) item), '[]'::json) as items
    ) meal`
    },
  }
}

/** The copy statements, by kind of source and of time, each built once (and prepared when first run). */
const COPY_STATEMENTS = {
  meal: { day: copyStatement('meal', 'day'), at: copyStatement('meal', 'at') },
  day: { day: copyStatement('day', 'day'), at: copyStatement('day', 'at') },
}

/** Copies meals in one statement (copyStatement), all or none; answers the copies in diary order. */
async function copyMeals(
  db: Database,
  userId: string,
  source: CopySource,
  time: CopyTime,
  mealType: MealType | null,
): Promise<MealRecord[]> {
  const localDate = localDateOf(time)
  const createdAt = new Date()
  const statement = COPY_STATEMENTS['mealId' in source ? 'meal' : 'day']['day' in time ? 'day' : 'at']
  const [row] = await executeStatement<CopyParam, { meals: CopiedMeal[] }>(db, statement, {
    userId,
    mealId: 'mealId' in source ? source.mealId : null,
    sourceDay: 'day' in source ? source.day : null,
    day: 'day' in time ? time.day : null,
    instant: 'at' in time ? time.at.instant.toISOString() : null,
    dateText: 'at' in time ? time.at.text : null,
    localDate,
    mealType,
    createdAt: createdAt.toISOString(),
  })
  return (row?.meals ?? []).map((meal) => ({ ...meal, localDate, createdAt }))
}

/**
 * Logs one of the user's meals again (a meal the user does not have is null). `date` is a date-time with its UTC
 * offset, or a calendar day `YYYY-MM-DD`: then the source meal's wall-clock time and offset on that day. The meal
 * type defaults to the source's. No library food is made.
 */
export async function copyMeal(
  db: Database,
  userId: string,
  mealId: string,
  input: MealCopyInput,
): Promise<MealView | null> {
  const text = input.date.trim()
  let time: CopyTime
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    if (!isCalendarDate(text)) throw invalid(COPY_DATE_MESSAGE)
    time = { day: text }
  } else {
    try {
      time = { at: parseMealDate(text) }
    } catch {
      throw invalid(COPY_DATE_MESSAGE)
    }
  }
  const [copy] = await copyMeals(db, userId, { mealId }, time, input.meal_type ?? null)
  return copy ? toMealView(copy) : null
}

/**
 * Copies every meal of the local day `date` to `toDate`, each at its own wall-clock time and UTC offset, with its
 * type, items and sums, all or none. Copying onto the same day is allowed (a second helping). A day without meals
 * is `notFound`. Answers the new meals in diary order.
 */
export async function copyDay(db: Database, userId: string, date: string, toDate: string): Promise<MealView[]> {
  const from = calendarDate(date)
  const to = calendarDate(toDate, 'to_date')
  const copies = await copyMeals(db, userId, { day: from }, { day: to }, null)
  if (copies.length === 0) throw notFound(`There are no meals on ${from} to copy.`)
  return copies.map(toMealView)
}
