import { addDays, localDate } from '../services/advice/personClock'
import { MUSCLE_GAIN_PROFILE, seedMeal, seedProfile } from '../services/advice/seedPersonData'
import type { ChatMessage, RecipeCard } from '../services/chat/chatTypes'
import { chatConversation } from '../test/chatConversation'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

jest.setTimeout(60_000)

let t: TestApp
let person: TestUser
const today = localDate(new Date(), 0)

beforeAll(async () => {
  t = await createTestApp()
  person = await createTestUser(t.app)
  await seedProfile(t.app.db, person.id, MUSCLE_GAIN_PROFILE)
  const meal = (offset: number, mealType: string, calories: number, protein: number) =>
    seedMeal(t.app.db, person.id, {
      date: addDays(today, offset),
      offset: '+00:00',
      mealType,
      calories,
      protein,
      carbs: 50,
      fat: 20,
    })
  await meal(0, 'breakfast', 400, 20)
  await meal(0, 'dinner', 700, 45)
  await meal(-1, 'breakfast', 350, 25)
  await meal(-1, 'dinner', 800, 50)
})
afterAll(() => t.close())

/** The agent's last reply after the person's messages, each answered in turn. */
async function lastReply(...texts: string[]): Promise<ChatMessage> {
  const messages = await chatConversation(t.app, person.headers, ...texts)
  return messages[messages.length - 1]
}

const ingredientText = (card: RecipeCard) => card.ingredients.map((ingredient) => ingredient.name).join(', ')
const LAND_MEAT = /\b(chicken|turkey|beef|steak|sirloin|pork|bacon|ham|lamb|sausages?)\b/i
const FISH = /\b(salmon|tuna|cod|shrimp|fish|prawns?|crab)\b/i
const NUTS = /\b(almonds?|walnuts?|peanuts?|peanut butter|almond butter|cashews?|pecans?|pesto|granola)\b/i

describe('suggestions meet every constraint asked for', () => {
  it('a nut-free dinner without chicken in 20 minutes', async () => {
    const reply = await lastReply('nut free dinner without chicken in 20 minutes')
    expect(reply.text).toContain('nut-free dinner ideas without chicken')
    expect(reply.recipes?.length).toBeGreaterThan(0)
    for (const card of reply.recipes ?? []) {
      expect({ name: card.name, time: card.total_time !== null && card.total_time <= 20 }).toEqual({
        name: card.name,
        time: true,
      })
      expect(`${card.name}: ${ingredientText(card)}`).not.toMatch(/chicken/i)
      expect(`${card.name}: ${ingredientText(card)}`).not.toMatch(NUTS)
    }
  })

  it('pescatarian lunches with at least 30 g protein: fish allowed, no meat', async () => {
    const reply = await lastReply('pescatarian lunch ideas with at least 30g protein')
    expect(reply.text).toContain('pescatarian lunch ideas with at least 30 g protein')
    expect(reply.recipes?.length).toBeGreaterThan(0)
    for (const card of reply.recipes ?? []) {
      expect(`${card.name}: ${ingredientText(card)}`).not.toMatch(LAND_MEAT)
      expect(card.macros.protein_per_serving).toBeGreaterThanOrEqual(30)
    }
  })

  it('"at least 25 g protein" is a floor, and "with 20 g protein" a loose one (10 % under it fits)', async () => {
    const strict = await lastReply('vegetarian dinner under 500 kcal with at least 25g protein')
    for (const card of strict.recipes ?? []) expect(card.macros.protein_per_serving).toBeGreaterThanOrEqual(25)
    const loose = await lastReply('a vegetarian dinner with 25g protein')
    expect(loose.text).toContain('with about 25 g protein or more')
    for (const card of loose.recipes ?? []) expect(card.macros.protein_per_serving).toBeGreaterThanOrEqual(22.5)
  })

  it('"no fish" leaves out every fish, and "or nuts" makes it nut-free', async () => {
    const reply = await lastReply('dinner without any fish or nuts')
    expect(reply.recipes?.length).toBeGreaterThan(0)
    for (const card of reply.recipes ?? []) {
      expect(`${card.name}: ${ingredientText(card)}`).not.toMatch(FISH)
      expect(`${card.name}: ${ingredientText(card)}`).not.toMatch(NUTS)
    }
  })

  it('"something with salmon" after a dinner question: dinners with salmon', async () => {
    const reply = await lastReply('what should I eat for dinner?', 'something with salmon')
    expect(reply.text).toContain('dinner ideas with salmon')
    expect(reply.recipes?.length).toBeGreaterThan(0)
    for (const card of reply.recipes ?? []) expect(`${card.name}: ${ingredientText(card)}`).toMatch(/salmon/i)
  })

  it('keeps what was left out through a follow-up', async () => {
    const reply = await lastReply('dinner ideas without mushrooms', 'make it vegetarian')
    expect(reply.recipes?.length).toBeGreaterThan(0)
    for (const card of reply.recipes ?? []) {
      expect(`${card.name}: ${ingredientText(card)}`).not.toMatch(/mushroom|chicken|beef|salmon|pork|turkey/i)
    }
  })
})

describe('the thread through several follow-ups', () => {
  it('"only breakfasts" after "and the last 7 days?" after a question about today', async () => {
    const reply = await lastReply('how much protein did I eat today?', 'and the last 7 days?', 'only breakfasts')
    expect(reply.text).toMatch(/^Your breakfasts (in )?the last 7 days/)
    expect(reply.text).toContain('45 g protein')
  })

  it('"what did I have for breakfast?" is what was logged, not ideas', async () => {
    const reply = await lastReply('what did i have for brekfast today?')
    expect(reply.text).toContain('400 kcal')
    expect(reply.recipes).toBeUndefined()
  })

  it('"last night" is yesterday', async () => {
    const reply = await lastReply('what did i have for dinner last night')
    expect(reply.text).toContain('800 kcal')
  })
})

describe('fiber, sugar and sodium in totals', () => {
  it('adds what the meals that know them hold, and says how many do not', async () => {
    const other = await createTestUser(t.app)
    await seedProfile(t.app.db, other.id, MUSCLE_GAIN_PROFILE)
    const meal = (fiber: number | null, sodium: number | null) =>
      seedMeal(t.app.db, other.id, {
        date: today,
        offset: '+00:00',
        calories: 500,
        protein: 30,
        carbs: 50,
        fat: 15,
        fiber,
        sodium,
      })
    await meal(7.5, 400)
    await meal(4, null)
    await meal(null, null)
    const ask = async (text: string) => (await chatConversation(t.app, other.headers, text)).at(-1)?.text ?? ''
    expect(await ask('how much fiber did I eat today?')).toMatch(
      /^Fiber today \(.+\): 11\.5 g \(from 2 of 3 meals; the others do not say\)\./,
    )
    expect(await ask('how much sodium today?')).toMatch(/^Sodium today \(.+\): 400 mg \(from 1 of 3 meals/)
    expect(await ask('how much sugar did I have today?')).toMatch(/^None of your meals today .+ says how much sugar/)
  })
})

describe('how-to answers for the newer screens', () => {
  it.each([
    ['how do I scan a barcode?', 'Scan barcode'],
    ['how do I export my data?', 'Download JSON'],
    ['how do I log my weight?', 'Log weight'],
    ['how do I copy a meal to today?', 'Copy to today'],
    ['how do I quick add calories?', 'Quick add'],
  ])('"%s" names the control to use', async (question, control) => {
    expect((await lastReply(question)).text).toContain(control)
  })
})
