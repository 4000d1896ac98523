import type {
  DailySummaryEntry,
  DailySummaryPage,
  Food,
  Meal,
  MealItem,
  Profile,
  PublicConfig,
  Recipe,
  Targets,
} from '../api/api'

/** A user record as GET /user/{id} answers it, with only what a test cares about changed. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '42',
    email: 'user@example.com',
    name: null,
    age: null,
    weight: null,
    weight_unit: 'kg',
    height: null,
    height_unit: 'cm',
    gender: null,
    fitness_goal: null,
    theme_preference: 'auto',
    recovery_email: null,
    dietary_restrictions: [],
    activity_level: null,
    cooking_skill: null,
    resting_heart_rate: null,
    resting_heart_rate_history: [],
    google_id: null,
    strava_access_token: null,
    profile_pic: null,
    picture: null,
    has_password: false,
    two_factor_enabled: false,
    add_exercise_calories: false,
    created_at: '2024-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** GET /config of a server with no optional provider configured. */
export function makePublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    google_client_id: null,
    strava_configured: false,
    ai_provider: 'builtin',
    mail_delivery: 'outbox',
    public_url: 'http://localhost',
    ...overrides,
  }
}

/** A food of the user's library (ids are 12 or more characters, docs/product.md §3). */
export function makeFood(overrides: Partial<Food> = {}): Food {
  return {
    id: 'food00000001',
    name: 'Oatmeal',
    serving_size: '1 cup',
    calories: 150,
    protein: 5,
    carbs: 27,
    fat: 3,
    recipe_id: null,
    is_recipe: false,
    date_added: '2026-01-01T00:00:00.000Z',
    date_favorited: null,
    ...overrides,
  }
}

/** One item of a logged meal, with per-serving macros. */
export function makeMealItem(overrides: Partial<MealItem> = {}): MealItem {
  return {
    id: 'item00000001',
    name: 'Oatmeal',
    quantity: 1,
    serving_size: '1 cup',
    calories: 150,
    protein: 5,
    carbs: 27,
    fat: 3,
    recipe_id: null,
    is_recipe: false,
    food_id: 'food00000001',
    grams: null,
    source: 'user_food',
    ...overrides,
  }
}

/** A logged meal whose totals are the sums of its items (per-serving macros times quantity). */
export function makeMeal(overrides: Partial<Omit<Meal, 'macros'>> = {}, items: MealItem[] = [makeMealItem()]): Meal {
  const total = (key: 'calories' | 'protein' | 'carbs' | 'fat') =>
    items.reduce((sum, item) => sum + item[key] * item.quantity, 0)
  return {
    id: 'meal00000001',
    date: '2026-11-21T08:30:00+01:00',
    local_date: '2026-11-21',
    meal_type: 'breakfast',
    meal_text: null,
    created_at: '2026-11-21T07:30:00.000Z',
    ...overrides,
    macros: { items, calories: total('calories'), protein: total('protein'), carbs: total('carbs'), fat: total('fat') },
  }
}

/** A page of GET /user/{id}/daily_summary holding `items` (7 days a page). */
export function makeDailySummaryPage(
  items: DailySummaryEntry[] = [],
  overrides: Partial<Omit<DailySummaryPage, 'items'>> = {},
): DailySummaryPage {
  return {
    items,
    page: 1,
    page_size: 7,
    total_days: items.length,
    total_pages: Math.max(1, Math.ceil(items.length / 7)),
    ...overrides,
  }
}

/** A recipe of the user's, with per-serving macros. */
export function makeRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 'recipe000001',
    name: 'Pancakes',
    description: 'Fluffy breakfast pancakes',
    servings: 4,
    total_servings: null,
    calories: 1000,
    prep_time: 10,
    cook_time: 15,
    total_time: 25,
    notes: 'Rest the batter for 5 minutes.',
    created_at: '2026-01-01T00:00:00.000Z',
    food_id: null,
    ingredients: [{ name: 'flour', quantity: 200, unit: 'g' }],
    steps: [{ text: 'Mix everything.', order: 1 }],
    macros: { calories_per_serving: 250, protein_per_serving: 7, carbs_per_serving: 40, fat_per_serving: 6 },
    is_favorite: false,
    ...overrides,
  }
}

/** Daily targets calculated from a new account's profile, which lacks everything they are built from. */
export function makeTargets(overrides: Partial<Targets> = {}): Targets {
  return {
    calories: 2000,
    protein: 120,
    carbs: 225,
    fat: 67,
    fiber: 28,
    source: 'auto',
    missing_profile: ['weight', 'height', 'age', 'gender', 'activity level', 'fitness goal'],
    ...overrides,
  }
}
