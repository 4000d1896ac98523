import type { Database } from '../../db/database'
import { type DayTotals, dailyTotals } from '../advice/adviceFacts'
import { addDays, type PersonClock, personClock, startOfDay } from '../advice/personClock'
import {
  type MealRow,
  type ProfileFacts,
  readMealsBetween,
  readProfile,
  readWorkoutsSince,
  type WorkoutRow,
} from '../advice/personQueries'
import { computeTargets, type Targets } from '../advice/targets'
import type { Macros } from './chatTypes'
import { type LibraryFood, type LibraryRecipe, readLibraryFoods, readLibraryRecipes } from './libraryQueries'

const EMPTY_PROFILE: ProfileFacts = {
  name: null,
  age: null,
  weight: null,
  weightUnit: 'kg',
  height: null,
  heightUnit: 'cm',
  gender: null,
  fitnessGoal: null,
  activityLevel: null,
  dietaryRestrictions: [],
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => (pending ??= load())
}

/** Sums the macros of meals, days or recipes. */
export function sumMacros(items: Macros[]): Macros {
  return items.reduce(
    (sum, item) => ({
      calories: sum.calories + item.calories,
      protein: sum.protein + item.protein,
      carbs: sum.carbs + item.carbs,
      fat: sum.fat + item.fat,
    }),
    { calories: 0, protein: 0, carbs: 0, fat: 0 },
  )
}

/** Macros divided by a count (averages). */
export function divideMacros(macros: Macros, count: number): Macros {
  const n = Math.max(count, 1)
  return { calories: macros.calories / n, protein: macros.protein / n, carbs: macros.carbs / n, fat: macros.fat / n }
}

/**
 * The person's data as one chat turn needs it, each part read at most once and only when an answer asks for it.
 * Read-only: the agent never changes the person's records.
 */
export class PersonContext {
  constructor(
    readonly db: Database,
    readonly userId: string,
    readonly now: Date = new Date(),
  ) {}

  readonly profile = once(async () => (await readProfile(this.db, this.userId)) ?? EMPTY_PROFILE)
  readonly targets = once(async (): Promise<Targets> => computeTargets(await this.profile()))
  readonly clock = once((): Promise<PersonClock> => personClock(this.db, this.userId, this.now))
  readonly todayMeals = once(async () => {
    const { today } = await this.clock()
    return readMealsBetween(this.db, this.userId, today, today)
  })
  readonly foods = once((): Promise<LibraryFood[]> => readLibraryFoods(this.db, this.userId))
  readonly recipes = once((): Promise<LibraryRecipe[]> => readLibraryRecipes(this.db, this.userId))

  /** Today's totals so far. */
  async todayTotals(): Promise<Macros> {
    return sumMacros(await this.todayMeals())
  }

  /** What is left of today's targets (negative when over). */
  async remainingToday(): Promise<Macros> {
    const [targets, eaten] = await Promise.all([this.targets(), this.todayTotals()])
    return {
      calories: targets.calories - eaten.calories,
      protein: targets.protein - eaten.protein,
      carbs: targets.carbs - eaten.carbs,
      fat: targets.fat - eaten.fat,
    }
  }

  /** Meals of local days [from, to], oldest first. */
  async mealsBetween(from: string, to: string): Promise<MealRow[]> {
    return readMealsBetween(this.db, this.userId, from, to)
  }

  /** Logged days in [from, to], oldest first. */
  async daysBetween(from: string, to: string): Promise<DayTotals[]> {
    return dailyTotals(await this.mealsBetween(from, to))
  }

  /** Workouts whose date falls on local days [from, to], newest first. */
  async workoutsBetween(from: string, to: string): Promise<WorkoutRow[]> {
    const { offsetMinutes } = await this.clock()
    const end = startOfDay(addDays(to, 1), offsetMinutes)
    const rows = await readWorkoutsSince(this.db, this.userId, startOfDay(from, offsetMinutes))
    return rows.filter((row) => row.date < end)
  }

  /** The person's local clock time now, in hours (0–23). */
  async localHour(): Promise<number> {
    const { offsetMinutes } = await this.clock()
    return new Date(this.now.getTime() + offsetMinutes * 60_000).getUTCHours()
  }
}
