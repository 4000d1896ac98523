import { workoutFacts } from '../advice/adviceFacts'
import { readLatestWorkouts } from '../advice/personQueries'
import type { AgentTool } from '../ai/toolLoop'
import type { RangeKind } from './dateRanges'
import { resolveRange } from './dateRanges'
import type { RecipeFilters } from './dietFlags'
import { divideMacros, type PersonContext, sumMacros } from './personContext'
import { chooseRecipes } from './recipeChooser'
import { collectionOptions, libraryOptions, type RecipeOption } from './recipeOptions'
import type { MealSlot } from './recipeSource'
import { searchTerms, stems } from './textMatch'

const RANGES: Record<string, RangeKind> = {
  today: 'today',
  yesterday: 'yesterday',
  this_week: 'thisWeek',
  last_week: 'lastWeek',
  last_7_days: 'last7',
  last_30_days: 'last30',
}
const round1 = (value: number) => Math.round(value * 10) / 10
const macros = (m: { calories: number; protein: number; carbs: number; fat: number }) => ({
  calories: Math.round(m.calories),
  protein: round1(m.protein),
  carbs: round1(m.carbs),
  fat: round1(m.fat),
})
const noArguments = { type: 'object' as const, properties: {}, additionalProperties: false }
const rangeArgument = (extra: string[] = []) => ({
  type: 'object' as const,
  properties: { range: { type: 'string' as const, enum: [...Object.keys(RANGES), ...extra] } },
  required: ['range'],
})

function optionSummary(option: RecipeOption) {
  return {
    id: option.id,
    source: option.source,
    name: option.name,
    meals: option.meals,
    total_time: option.totalTime,
    per_serving: option.perServing,
  }
}

function rangeOf(args: Record<string, unknown>, today: string) {
  return resolveRange(RANGES[String(args.range)] ?? 'last7', today)
}

/**
 * The functions the model may call: every result is read from the database (or the built-in collection) for the
 * signed-in person only, so the model answers with real numbers.
 */
export function agentTools(ctx: PersonContext): AgentTool[] {
  return [
    {
      name: 'get_targets',
      description:
        "The person's daily calorie and macro targets, how they were computed, and any profile defaults used.",
      parameters: noArguments,
      run: async () => {
        const t = await ctx.targets()
        return { ...t, dietary_restrictions: (await ctx.profile()).dietaryRestrictions }
      },
    },
    {
      name: 'get_today_totals',
      description: "Today's logged meals, the totals, the targets and what is left (negative = over).",
      parameters: noArguments,
      run: async () => {
        const [{ today }, meals, totals, left, targets] = await Promise.all([
          ctx.clock(),
          ctx.todayMeals(),
          ctx.todayTotals(),
          ctx.remainingToday(),
          ctx.targets(),
        ])
        return {
          date: today,
          meals: meals.map((meal) => ({
            time: meal.dateText,
            meal_type: meal.mealType,
            text: meal.mealText,
            ...macros(meal),
          })),
          totals: macros(totals),
          targets: { calories: targets.calories, protein: targets.protein, carbs: targets.carbs, fat: targets.fat },
          remaining: macros(left),
        }
      },
    },
    {
      name: 'get_week_totals',
      description: 'Daily totals for a period and the average per logged day.',
      parameters: rangeArgument(),
      run: async (args) => {
        const range = rangeOf(args, (await ctx.clock()).today)
        const days = await ctx.daysBetween(range.from, range.to)
        const sum = sumMacros(days)
        return {
          from: range.from,
          to: range.to,
          days_logged: days.length,
          days: days.map((day) => ({ date: day.date, meals: day.meals, ...macros(day) })),
          total: macros(sum),
          average_per_logged_day: macros(divideMacros(sum, days.length)),
        }
      },
    },
    {
      name: 'search_my_foods',
      description: "The person's own foods (macros per serving), favourites first; filter by words in the name.",
      parameters: { type: 'object', properties: { query: { type: 'string', maxLength: 100 } } },
      run: async (args) => {
        const terms = searchTerms(String(args.query ?? ''))
        const foods = (await ctx.foods()).filter((food) => terms.every((term) => stems(food.name).includes(term)))
        return foods.slice(0, 30)
      },
    },
    {
      name: 'list_my_recipes',
      description:
        "The person's saved recipes (id, name, time, per-serving macros); filter by name or ingredient words.",
      parameters: { type: 'object', properties: { query: { type: 'string', maxLength: 100 } } },
      run: async (args) => {
        const options = libraryOptions(await ctx.recipes())
        const found = chooseRecipes(options, {
          filters: {},
          meal: null,
          terms: searchTerms(String(args.query ?? '')),
          exclude: new Set(),
          budget: null,
          limit: 30,
        })
        return found.map(optionSummary)
      },
    },
    {
      name: 'get_recipe',
      description:
        'One recipe in full (ingredients, steps, macros) by the id from list_my_recipes or search_recipe_collection.',
      parameters: { type: 'object', properties: { id: { type: 'string', maxLength: 200 } }, required: ['id'] },
      run: async (args) => {
        const all = [...libraryOptions(await ctx.recipes()), ...collectionOptions()]
        const option = all.find((candidate) => candidate.id === args.id)
        return option
          ? { id: option.id, source: option.source, ...option.card() }
          : { error: `No recipe with id ${String(args.id)}` }
      },
    },
    {
      name: 'list_workouts',
      description: "The person's workouts in a period (or the latest few) with totals by type.",
      parameters: rangeArgument(['latest']),
      run: async (args) => {
        const { today } = await ctx.clock()
        const range = args.range === 'latest' ? null : rangeOf(args, today)
        const workouts = range
          ? await ctx.workoutsBetween(range.from, range.to)
          : await readLatestWorkouts(ctx.db, ctx.userId, 5)
        return {
          ...(range ? { from: range.from, to: range.to } : {}),
          summary: workoutFacts(workouts),
          workouts: workouts.slice(0, 30).map((w) => ({
            date: w.date.toISOString(),
            type: w.type,
            text: w.workoutText,
            duration_min: w.duration,
            calories_burned: w.caloriesBurned,
            distance_km: w.distanceMeters !== null ? round1(w.distanceMeters / 1000) : null,
          })),
        }
      },
    },
    {
      name: 'search_recipe_collection',
      description: 'Search the built-in collection of recipes with computed macros by words, meal and diet filters.',
      parameters: {
        type: 'object',
        properties: {
          query: { type: 'string', maxLength: 100 },
          meal: { type: 'string', enum: ['breakfast', 'lunch', 'dinner', 'snack'] },
          vegetarian: { type: 'boolean' },
          vegan: { type: 'boolean' },
          high_protein: { type: 'boolean' },
          low_carb: { type: 'boolean' },
          gluten_free: { type: 'boolean' },
          dairy_free: { type: 'boolean' },
          lactose_free: { type: 'boolean' },
          pescatarian: { type: 'boolean' },
          nut_free: { type: 'boolean' },
          avoid: {
            type: 'array',
            description: 'Ingredients to leave out, one word each ("mushroom", "fish").',
            items: { type: 'string', maxLength: 40 },
            maxItems: 10,
          },
          max_minutes: { type: 'number', minimum: 1 },
          max_calories: { type: 'number', minimum: 1 },
        },
      },
      run: async (args) => {
        const filters: RecipeFilters = {
          vegetarian: args.vegetarian === true,
          vegan: args.vegan === true,
          highProtein: args.high_protein === true,
          lowCarb: args.low_carb === true,
          glutenFree: args.gluten_free === true,
          dairyFree: args.dairy_free === true,
          lactoseFree: args.lactose_free === true,
          pescatarian: args.pescatarian === true,
          nutFree: args.nut_free === true,
          ...(Array.isArray(args.avoid) ? { avoid: args.avoid.flatMap((word) => searchTerms(String(word))) } : {}),
          ...(typeof args.max_minutes === 'number' ? { maxMinutes: args.max_minutes } : {}),
          ...(typeof args.max_calories === 'number' ? { maxCalories: args.max_calories } : {}),
        }
        const meal = typeof args.meal === 'string' ? (args.meal as MealSlot) : null
        const terms = searchTerms(String(args.query ?? ''))
        const found = chooseRecipes(collectionOptions(), {
          filters,
          meal,
          terms,
          exclude: new Set(),
          budget: null,
          limit: 8,
        })
        return found.map(optionSummary)
      },
    },
  ]
}
