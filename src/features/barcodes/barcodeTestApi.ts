import { http, HttpResponse } from 'msw'
import type { ApiError, BarcodeProduct, CreateFoodApiResponse, FoodCreate } from '../../api/api'
import { apiUrl } from '../../testing/apiUrl'
import { makeFood } from '../../testing/fixtures'
import { server } from '../../testing/server'

/** Nutella as Open Food Facts describes it: per 15 g serving and per 100 g. */
export function makeBarcodeProduct(overrides: Partial<BarcodeProduct> = {}): BarcodeProduct {
  return {
    code: '3017620422003',
    name: 'Nutella',
    brand: 'Ferrero',
    serving_size: '15 g',
    serving_grams: 15,
    per_serving: { calories: 80, protein: 0.9, carbs: 8.6, fat: 4.6, fiber: null, sugar: 8.4, sodium: 6 },
    per_100g: { calories: 539, protein: 6.3, carbs: 57.5, fat: 30.9, fiber: null, sugar: 56.3, sodium: 40 },
    source: 'openfoodfacts',
    food_id: null,
    ...overrides,
  }
}

/** One answer of GET /foods/barcode/{code}: the product, or an error status with the server's `detail`. */
export type LookupAnswer = { status: 200; product: BarcodeProduct } | { status: number; detail: string }

/**
 * The barcode look-up and food creation at the network boundary: `answers` by code (an unknown code answers 404),
 * and every POST /foods body recorded, answered with the created food.
 */
export function fakeBarcodeApi(answers: Record<string, LookupAnswer>) {
  const fake = { lookups: [] as string[], created: [] as FoodCreate[] }
  server.use(
    http.get<{ code: string }, never, BarcodeProduct | ApiError>(apiUrl('/foods/barcode/:code'), ({ params }) => {
      fake.lookups.push(params.code)
      const answer = answers[params.code] ?? { status: 404, detail: 'No product has this barcode.' }
      if ('product' in answer) return HttpResponse.json(answer.product)
      return HttpResponse.json({ detail: answer.detail }, { status: answer.status })
    }),
    http.post<never, FoodCreate, CreateFoodApiResponse>(apiUrl('/foods'), async ({ request }) => {
      const body = await request.json()
      fake.created.push(body)
      const food = makeFood({ id: `food${String(fake.created.length).padStart(8, '0')}`, ...body })
      return HttpResponse.json(food, { status: 201 })
    }),
  )
  return fake
}
