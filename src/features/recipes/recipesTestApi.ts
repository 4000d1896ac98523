import { screen } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type {
  CreateMealApiResponse,
  Food,
  FoodCreate,
  FoodUpdate,
  GetRecipeApiResponse,
  ListFavoriteFoodsApiResponse,
  ListFoodsApiResponse,
  ListRecipesApiResponse,
  MealCreate,
  Recipe,
  RecipeCreate,
  RecipeUpdate,
} from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { makeFood, makeMeal, makeRecipe } from '../../testing/fixtures'
import { server } from '../../testing/server'

/** `count` recipes named "Recipe 1", "Recipe 2", …, the first one newest, each with its food entry. */
export function makeRecipes(count: number): Recipe[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(6, '0')
    return makeRecipe({
      id: `recipe${number}`,
      name: `Recipe ${index + 1}`,
      food_id: `rfood${number}x`,
      created_at: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
    })
  })
}

const sorters: Record<string, (a: Recipe, b: Recipe) => number> = {
  az: (a, b) => a.name.localeCompare(b.name),
  za: (a, b) => b.name.localeCompare(a.name),
  date_asc: (a, b) => a.created_at.localeCompare(b.created_at),
  date_desc: (a, b) => b.created_at.localeCompare(a.created_at),
}

/**
 * A small fake of the recipe calls (list with sort and paging, read, create, update, delete), the recipe foods
 * (find by name, create, update), the favourites and logging a meal, as the contract describes them. `calls` records
 * each write as "METHOD path" with its body.
 */
export function fakeRecipeBook(recipes: Recipe[], options: { foods?: Food[]; favorites?: string[] } = {}) {
  const fake = {
    recipes,
    foods: options.foods ?? [],
    favorites: new Set(options.favorites ?? []),
    listRequests: [] as URLSearchParams[],
    calls: [] as { call: string; body?: unknown }[],
  }
  let nextId = 900
  const record = (call: string, body?: unknown) => fake.calls.push(body === undefined ? { call } : { call, body })
  server.use(
    http.get<never, never, ListRecipesApiResponse>(apiUrl('/recipes'), ({ request }) => {
      const query = new URL(request.url).searchParams
      fake.listRequests.push(query)
      const offset = Number(query.get('offset') ?? 0)
      const limit = Number(query.get('limit') ?? 20)
      const name = query.get('name')?.trim().toLowerCase()
      const found = name ? fake.recipes.filter((recipe) => recipe.name.toLowerCase() === name) : fake.recipes
      const sorted = [...found].sort(sorters[query.get('sort') ?? 'date_desc'])
      return HttpResponse.json(sorted.slice(offset, offset + limit))
    }),
    http.get<{ id: string }, never, GetRecipeApiResponse>(apiUrl('/recipes/:id'), ({ params }) => {
      const recipe = fake.recipes.find((each) => each.id === params.id)
      return recipe
        ? HttpResponse.json(recipe)
        : HttpResponse.json({ detail: 'Recipe not found' } as never, { status: 404 })
    }),
    http.post<never, RecipeCreate, Recipe>(apiUrl('/recipes'), async ({ request }) => {
      const body = await request.json()
      record('POST /recipes', body)
      const recipe = makeRecipe({ ...(body as Partial<Recipe>), id: `recipe000${nextId++}`, food_id: null })
      fake.recipes.unshift(recipe)
      return HttpResponse.json(recipe, { status: 201 })
    }),
    http.put<{ id: string }, RecipeUpdate, Recipe>(apiUrl('/recipes/:id'), async ({ request, params }) => {
      const body = await request.json()
      record(`PUT /recipes/${params.id}`, body)
      const recipe = { ...fake.recipes.find((each) => each.id === params.id)!, ...(body as Partial<Recipe>) }
      fake.recipes = fake.recipes.map((each) => (each.id === params.id ? recipe : each))
      return HttpResponse.json(recipe)
    }),
    http.delete<{ id: string }>(apiUrl('/recipes/:id'), ({ params }) => {
      record(`DELETE /recipes/${params.id}`)
      fake.recipes = fake.recipes.filter((recipe) => recipe.id !== params.id)
      return new HttpResponse(null, { status: 204 })
    }),
    http.delete<{ id: string; recipeId: string }>(apiUrl('/user/:id/recipes/:recipeId'), ({ params }) => {
      record(`DELETE /user/${params.id}/recipes/${params.recipeId}`)
      fake.recipes = fake.recipes.filter((recipe) => recipe.id !== params.recipeId)
      return new HttpResponse(null, { status: 204 })
    }),
    http.get<never, never, ListFoodsApiResponse>(apiUrl('/foods'), ({ request }) => {
      const query = new URL(request.url).searchParams
      record(`GET /foods?${query}`)
      const name = query.get('name')?.trim().toLowerCase()
      return HttpResponse.json(fake.foods.filter((food) => food.name.toLowerCase() === name && food.is_recipe))
    }),
    http.post<never, FoodCreate, Food>(apiUrl('/foods'), async ({ request }) => {
      const body = await request.json()
      record('POST /foods', body)
      const food = makeFood({ ...(body as Partial<Food>), id: `food0000${nextId++}` })
      fake.foods.push(food)
      return HttpResponse.json(food, { status: 201 })
    }),
    http.put<{ id: string }, FoodUpdate, Food | { detail: string }>(
      apiUrl('/foods/:id'),
      async ({ request, params }) => {
        const body = await request.json()
        record(`PUT /foods/${params.id}`, body)
        const index = fake.foods.findIndex((food) => food.id === params.id)
        if (index < 0) return HttpResponse.json({ detail: 'Food not found' }, { status: 404 })
        fake.foods[index] = { ...fake.foods[index], ...(body as Partial<Food>) }
        return HttpResponse.json(fake.foods[index])
      },
    ),
    http.get<{ id: string }, never, ListFavoriteFoodsApiResponse>(apiUrl('/user/:id/foods/favorites'), () =>
      HttpResponse.json([...fake.favorites]),
    ),
    http.post<{ id: string; foodId: string }, never, Food>(apiUrl('/user/:id/foods/:foodId/favorite'), ({ params }) => {
      record(`POST /user/${params.id}/foods/${params.foodId}/favorite`)
      fake.favorites.add(params.foodId)
      return HttpResponse.json(makeFood({ id: params.foodId }))
    }),
    http.delete<{ id: string; foodId: string }>(apiUrl('/user/:id/foods/:foodId/favorite'), ({ params }) => {
      record(`DELETE /user/${params.id}/foods/${params.foodId}/favorite`)
      fake.favorites.delete(params.foodId)
      return new HttpResponse(null, { status: 204 })
    }),
    http.post<{ id: string }, MealCreate, CreateMealApiResponse>(
      apiUrl('/user/:id/meals'),
      async ({ request, params }) => {
        const body = await request.json()
        record(`POST /user/${params.id}/meals`, body)
        const meal = makeMeal({ id: `meal0000${nextId++}`, date: body.date, meal_type: body.meal_type })
        return HttpResponse.json(meal, { status: 201 })
      },
    ),
  )
  return fake
}

/** Makes the page look `scrollHeight` px tall and scrolled to `scrollTop` in a 800 px window (jsdom has no layout). */
export function setPageLayout(scrollTop: number, scrollHeight: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollTop })
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 })
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight })
}

/** Scrolls the page to `scrollTop` of a `scrollHeight` px tall page. */
export function scrollWindow(scrollTop: number, scrollHeight: number): void {
  setPageLayout(scrollTop, scrollHeight)
  window.dispatchEvent(new Event('scroll'))
}

/** Undoes setPageLayout (jsdom has no layout: everything measures 0 again). */
export function resetWindowScroll(): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 })
  Reflect.deleteProperty(document.documentElement, 'scrollHeight')
}

/**
 * The open dialog with this title. Under test, antd labels every dialog by the same id ('test-id'), so a dialog
 * opened over another cannot be found by its accessible name.
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' })
  return heading.closest<HTMLElement>('[role="dialog"]')!
}

/**
 * A user that does not check CSS pointer-events before each click: that check walks every ancestor through jsdom's
 * getComputedStyle over all of antd's style rules and made these tests take many seconds.
 */
export function quickUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
}
