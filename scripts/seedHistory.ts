import { sql } from 'drizzle-orm'
import { loadConfig } from '../server/config'
import { type Database, openDatabase } from '../server/db/database'
import { favorites, foods, mealItems, meals, recipes, users } from '../server/db/schema'
import { newId } from '../server/lib/ids'
import { TokenService } from '../server/services/auth/sessionTokens'
import { rebuildDailyTotals } from '../server/services/meals/dailyTotals'
import { mealTotals } from '../server/services/meals/macroMath'

/** How much history to seed; the defaults are five years of a person who logs everything. */
export interface SeedOptions {
  email?: string
  years?: number
  meals?: number
  itemsPerMeal?: number
  foods?: number
  recipes?: number
  favorites?: number
  /** The end of the history (default now). */
  until?: Date
  /** Seed of the random numbers, so two runs seed the same history. */
  seed?: number
}

/** What was seeded, for the caller to sign in as the user and to aim requests at. */
export interface SeededHistory {
  userId: string
  email: string
  foodIds: string[]
  recipeIds: string[]
  /** Every seeded meal's id, oldest first. */
  mealIds: string[]
  meals: number
  items: number
}

/** Rows per INSERT: a few thousand parameters, well under PostgreSQL's limit of 65535. */
const BATCH = 1000
const DAY = 24 * 3600 * 1000

const BASES = `apple banana oats rice pasta bread egg chicken beef salmon tuna tofu lentils beans yogurt milk cheese
  butter almonds walnuts peanut-butter spinach broccoli carrot potato sweet-potato quinoa avocado tomato pepper onion
  mushroom turkey pork shrimp cod granola cereal bagel tortilla hummus honey chocolate cookie muffin juice coffee tea
  smoothie soup salad pizza burger sandwich wrap noodles couscous`.split(/\s+/)
const KINDS = `plain organic whole-grain low-fat greek roasted grilled baked raw fresh frozen homemade spicy sweet
  smoked toasted steamed boiled mashed light classic vanilla honey-glazed garlic lemon herb creamy crunchy wild`.split(
  /\s+/,
)
const DISHES = `stew curry chili lasagna risotto casserole stir-fry tacos omelette pancakes porridge bowl salad soup
  pie bake frittata burrito`.split(/\s+/)
const SERVINGS = ['1 cup', '100 g', '1 slice', '1 medium', '1 tbsp', '1 serving', '1 bowl', '30 g']
/** The day's meals: types and the hour each is eaten (local time). */
const SLOT_TYPES = ['breakfast', 'snack', 'lunch', 'snack', 'dinner', 'dessert']
const SLOT_HOURS = [7.5, 10.5, 12.75, 15.5, 19.25, 21]

/** A small deterministic random generator (mulberry32). */
export function randomSource(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let x = Math.imul(state ^ (state >>> 15), 1 | state)
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    macro: (max: number) => Math.round(next() * max * 10) / 10,
  }
}
type Random = ReturnType<typeof randomSource>
type LibraryFood = typeof foods.$inferInsert

const words = (text: string) => text.replace(/-/g, ' ')
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Distinct names made of a kind and a base, numbered once every pair is used. */
function uniqueNames(count: number, kinds: string[], bases: string[]): string[] {
  return Array.from({ length: count }, (_, i) => {
    const pair = `${kinds[i % kinds.length]} ${bases[Math.floor(i / kinds.length) % bases.length]}`
    const round = Math.floor(i / (kinds.length * bases.length))
    return capital(words(round > 0 ? `${pair} ${round + 1}` : pair))
  })
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH))
}

/** A wall-clock time with its UTC offset as a client sends it, e.g. 2024-03-05T07:30:00-05:00. */
function clientDate(instant: number, offsetMinutes: number): { text: string; localDate: string } {
  const wall = new Date(instant + offsetMinutes * 60_000).toISOString().slice(0, 19)
  const abs = Math.abs(offsetMinutes)
  const offset = `${offsetMinutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
  return { text: `${wall}${offset}`, localDate: wall.slice(0, 10) }
}

/** Where the history is seeded: whose it is, when it starts, how long it lasts, and the random numbers. */
interface Context {
  userId: string
  start: number
  span: number
  random: Random
}

/** Macros per serving that add up: calories from protein, carbs and fat. */
function randomMacros(random: Random, protein: number, carbs: number, fat: number) {
  const macros = { protein: random.macro(protein), carbs: random.macro(carbs), fat: random.macro(fat) }
  return { calories: Math.round(macros.protein * 4 + macros.carbs * 4 + macros.fat * 9), ...macros }
}

function seedFoods(ctx: Context, count: number): LibraryFood[] {
  return uniqueNames(count, KINDS, BASES).map((name) => {
    const [id, nameKey, servingSize] = [newId(), name.toLowerCase(), ctx.random.pick(SERVINGS)]
    const dateAdded = new Date(ctx.start + ctx.random.next() * ctx.span)
    return { id, userId: ctx.userId, name, nameKey, servingSize, ...randomMacros(ctx.random, 40, 80, 30), dateAdded }
  })
}

function seedRecipes(ctx: Context, count: number) {
  const { random, userId } = ctx
  const recipeRows: Array<typeof recipes.$inferInsert> = []
  const foodRows: LibraryFood[] = []
  for (const name of uniqueNames(count, BASES, DISHES)) {
    const [id, foodId, nameKey, servings] = [newId(), newId(), name.toLowerCase(), random.int(1, 8)]
    const createdAt = new Date(ctx.start + random.next() * ctx.span)
    const { calories, protein, carbs, fat } = randomMacros(random, 45, 90, 35)
    const macros = { calories_per_serving: calories, protein_per_serving: protein, carbs_per_serving: carbs }
    const times = { prepTime: random.int(5, 40), cookTime: random.int(0, 120) }
    const serving = { fat_per_serving: fat, serving_size: '1 serving' }
    const ingredients = Array.from({ length: random.int(5, 10) }, () => ({
      name: words(random.pick(BASES)),
      quantity: random.int(1, 4),
      quantity_text: null,
      unit: random.pick(['cup', 'g', 'tbsp', null]),
      notes: null,
    }))
    const steps = Array.from({ length: random.int(3, 7) }, (_, index) => ({
      text: `Step ${index + 1}: ${random.pick(['mix', 'stir', 'bake', 'simmer', 'chop'])} well.`,
      order: index + 1,
    }))
    recipeRows.push({
      id,
      userId,
      name,
      nameKey,
      servings,
      calories: calories * servings,
      ...times,
      foodId,
      createdAt,
      macros: { ...macros, ...serving },
      ingredients,
      steps,
    })
    const food = { id: foodId, userId, name, nameKey, servingSize: '1 serving', calories, protein, carbs, fat }
    foodRows.push({ ...food, recipeId: id, isRecipe: true, dateAdded: createdAt })
  }
  return { recipeRows, foodRows }
}

/** Meals on every day of the span in the SLOTS rhythm, 2 to 6 items each, mostly from a set of everyday foods. */
function seedMeals(ctx: Context, library: LibraryFood[], options: SeedOptions) {
  const { random, userId, start } = ctx
  const mealCount = options.meals ?? 10_000
  const days = Math.max(1, Math.floor(ctx.span / DAY))
  const everyday = library.slice(0, 120)
  const mealRows: Array<typeof meals.$inferInsert> = []
  const itemRows: Array<typeof mealItems.$inferInsert> = []
  for (let n = 0; n < mealCount; n += 1) {
    const dayIndex = Math.floor((n * days) / mealCount)
    const [mealType, hour] = [SLOT_TYPES[n % SLOT_TYPES.length], SLOT_HOURS[n % SLOT_TYPES.length]]
    const offsetMinutes = dayIndex < days / 2 ? -300 : 60
    const instant =
      start + dayIndex * DAY + Math.round((hour + random.next() * 0.5) * 60) * 60_000 - offsetMinutes * 60_000
    const when = clientDate(instant, offsetMinutes)
    const id = newId()
    const count = Math.max(1, Math.round((options.itemsPerMeal ?? 4) + (random.next() - 0.5) * 4))
    const items = Array.from({ length: count }, (_, position) => {
      const food = random.next() < 0.7 ? random.pick(everyday) : random.pick(library)
      const macros = {
        calories: food.calories ?? 0,
        protein: food.protein ?? 0,
        carbs: food.carbs ?? 0,
        fat: food.fat ?? 0,
      }
      const quantity = random.int(1, 4) / 2
      const links = { foodId: food.id, recipeId: food.recipeId ?? null, isRecipe: food.isRecipe ?? false }
      return {
        id: newId(),
        mealId: id,
        userId,
        position,
        ...links,
        name: food.name,
        quantity,
        servingSize: food.servingSize,
        ...macros,
        source: 'user_food',
      }
    })
    itemRows.push(...items)
    const mealText = items.map((i) => i.name).join(', ')
    const at = new Date(instant)
    mealRows.push({
      id,
      userId,
      eatenAt: at,
      dateText: when.text,
      localDate: when.localDate,
      mealType,
      mealText,
      ...mealTotals(items),
      createdAt: at,
    })
  }
  return { mealRows, itemRows }
}

/**
 * Seeds one user with years of history through multi-row inserts (a few seconds, where the API would take
 * minutes): foods, recipes with their food entries, favourites, and meals of 2 to 6 items on every day, logged
 * in one UTC offset for the first half and another after a move, then the daily totals and planner statistics.
 */
export async function seedHistory(db: Database, options: SeedOptions = {}): Promise<SeededHistory> {
  const random = randomSource(options.seed ?? 20261122)
  const until = (options.until ?? new Date()).getTime()
  const span = (options.years ?? 5) * 365.25 * DAY
  const start = until - span
  const userId = newId()
  const email = options.email ?? `history-${userId.slice(0, 8)}@example.com`
  await db.insert(users).values({ id: userId, email, name: 'History Seed' })

  const recipeCount = options.recipes ?? 300
  const ctx: Context = { userId, start, span, random }
  const plain = seedFoods(ctx, (options.foods ?? 2000) - recipeCount)
  const cooked = seedRecipes(ctx, recipeCount)
  await insertInBatches([...plain, ...cooked.foodRows], (batch) => db.insert(foods).values(batch))
  await insertInBatches(cooked.recipeRows, (batch) => db.insert(recipes).values(batch))
  const library = [...plain, ...cooked.foodRows]
  const favoriteIds = new Set(Array.from({ length: options.favorites ?? 150 }, () => random.pick(library).id as string))
  await insertInBatches([...favoriteIds], (batch) =>
    db
      .insert(favorites)
      .values(batch.map((foodId) => ({ userId, foodId, dateFavorited: new Date(start + random.next() * span) }))),
  )

  const { mealRows, itemRows } = seedMeals(ctx, library, options)
  await insertInBatches(mealRows, (batch) => db.insert(meals).values(batch))
  await insertInBatches(itemRows, (batch) => db.insert(mealItems).values(batch))
  await rebuildDailyTotals(db, userId)
  // Planner statistics for the new rows (PGlite has no autovacuum to gather them).
  await db.execute(sql`vacuum analyze`)
  return {
    userId,
    email,
    foodIds: plain.map((f) => f.id),
    recipeIds: cooked.recipeRows.map((r) => r.id as string),
    mealIds: mealRows.map((m) => m.id as string),
    meals: mealRows.length,
    items: itemRows.length,
  }
}

async function main(): Promise<void> {
  const config = loadConfig()
  const database = await openDatabase(config)
  try {
    const started = Date.now()
    const seeded = await seedHistory(database.db, { email: process.env.SEED_EMAIL })
    const token = await new TokenService(config.jwtSecret, database.db).issueSession(seeded.userId)
    const where = database.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'
    const foodCount = seeded.foodIds.length + seeded.recipeIds.length
    console.log(`Seeded ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s:`)
    console.log(
      `  ${seeded.meals} meals, ${seeded.items} items, ${foodCount} foods, ${seeded.recipeIds.length} recipes`,
    )
    console.log(`  email:   ${seeded.email}\n  user id: ${seeded.userId}\n  token:   ${token}`)
  } finally {
    await database.close()
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
