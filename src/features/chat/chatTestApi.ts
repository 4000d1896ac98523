import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type {
  AgentChatApiResponse,
  ChatMessage,
  ChatRecipe,
  ChatRequest,
  Food,
  FoodCreate,
  FoodUpdate,
  GetRecipeApiResponse,
  ListFoodsApiResponse,
  ListRecipesApiResponse,
  Recipe,
  RecipeCreate,
} from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { makeFood, makeRecipe } from '../../testing/fixtures'
import { server } from '../../testing/server'

/** A card as the built-in agent proposes it. */
export const salmonCard: ChatRecipe = {
  name: 'Salmon rice bowl',
  description: 'Seared salmon on rice with greens.',
  servings: 2,
  calories: 1040,
  prep_time: 10,
  cook_time: 15,
  total_time: 25,
  notes: 'From the built-in recipe collection.',
  ingredients: [{ name: 'salmon fillet', quantity: 300, unit: 'g', notes: null }],
  steps: [{ text: 'Sear the salmon.', order: 1 }],
  macros: {
    calories_per_serving: 520,
    protein_per_serving: 38.25,
    carbs_per_serving: 55,
    fat_per_serving: 14,
    serving_size: '1 bowl',
  },
}

/** The agent's reply carrying `cards` both ways, as the server sends them: `recipes` and a fenced json block. */
export function replyWithCards(text: string, cards: ChatRecipe[]): ChatMessage {
  return {
    sender: 'agent',
    text: `${text}\n\n\`\`\`json\n${JSON.stringify({ recipes: cards })}\n\`\`\``,
    recipes: cards,
  }
}

/** An agent answering each message with `reply` (once `answer` resolves, when given); records every request. */
export function fakeAgent(reply: (text: string) => ChatMessage, options: { answer?: Promise<void> } = {}) {
  const requests: ChatRequest[] = []
  server.use(
    http.post<never, ChatRequest, AgentChatApiResponse>(apiUrl('/api/agent-chat'), async ({ request }) => {
      const body = await request.json()
      requests.push(body)
      await options.answer
      return HttpResponse.json({ messages: [...body.messages, reply(body.messages[body.messages.length - 1].text)] })
    }),
  )
  return requests
}

/** The recipe calls a card save and open make (create, read, find by name; recipe foods find, create, update). */
export function fakeRecipeCalls(
  options: { recipes?: Recipe[]; foods?: Food[]; failRecipeCreate?: boolean; failFoodCreate?: boolean } = {},
) {
  const fake = {
    recipes: options.recipes ?? [],
    foods: options.foods ?? [],
    calls: [] as { call: string; body?: unknown }[],
    failRecipeCreate: options.failRecipeCreate ?? false,
    failFoodCreate: options.failFoodCreate ?? false,
  }
  server.use(
    http.post<never, RecipeCreate, Recipe>(apiUrl('/recipes'), async ({ request }) => {
      const body = await request.json()
      fake.calls.push({ call: 'POST /recipes', body })
      if (fake.failRecipeCreate) return HttpResponse.json({} as never, { status: 500 })
      const recipe = makeRecipe({ ...(body as Partial<Recipe>), id: 'recipe000777' })
      fake.recipes.push(recipe)
      return HttpResponse.json(recipe, { status: 201 })
    }),
    http.get<{ id: string }, never, GetRecipeApiResponse>(apiUrl('/recipes/:id'), ({ params }) => {
      fake.calls.push({ call: `GET /recipes/${params.id}` })
      const recipe = fake.recipes.find((each) => each.id === params.id)
      return recipe
        ? HttpResponse.json(recipe)
        : HttpResponse.json({ detail: 'Recipe not found' } as never, { status: 404 })
    }),
    http.get<never, never, ListRecipesApiResponse>(apiUrl('/recipes'), ({ request }) => {
      const name = new URL(request.url).searchParams.get('name') ?? ''
      fake.calls.push({ call: `GET /recipes?name=${name}` })
      return HttpResponse.json(fake.recipes.filter((recipe) => recipe.name.toLowerCase() === name.toLowerCase()))
    }),
    http.get<never, never, ListFoodsApiResponse>(apiUrl('/foods'), ({ request }) => {
      const query = new URL(request.url).searchParams
      fake.calls.push({ call: `GET /foods?${query}` })
      const name = query.get('name')?.toLowerCase()
      return HttpResponse.json(fake.foods.filter((food) => food.is_recipe && food.name.toLowerCase() === name))
    }),
    http.post<never, FoodCreate, Food>(apiUrl('/foods'), async ({ request }) => {
      const body = await request.json()
      fake.calls.push({ call: 'POST /foods', body })
      if (fake.failFoodCreate) return HttpResponse.json({ detail: 'Database is busy' } as never, { status: 503 })
      return HttpResponse.json(makeFood({ ...(body as Partial<Food>), id: 'food00000777' }), { status: 201 })
    }),
    http.put<{ id: string }, FoodUpdate, Food>(apiUrl('/foods/:id'), async ({ request, params }) => {
      const body = await request.json()
      fake.calls.push({ call: `PUT /foods/${params.id}`, body })
      return HttpResponse.json(makeFood({ ...(body as Partial<Food>), id: params.id }))
    }),
  )
  return fake
}

/**
 * The open dialog with this title. Under test, antd labels every dialog by the same id, so a dialog cannot be
 * found by its accessible name.
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' })
  return heading.closest<HTMLElement>('[role="dialog"]')!
}
