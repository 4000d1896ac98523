import { addDays, localDate } from '../services/advice/personClock'
import { MUSCLE_GAIN_PROFILE, seedMeal, seedProfile } from '../services/advice/seedPersonData'
import type { ChatMessage } from '../services/chat/chatTypes'
import { chatConversation } from '../test/chatConversation'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

jest.setTimeout(60_000)

let t: TestApp
let person: TestUser
const OFFSET = '+00:00'
const today = localDate(new Date(), 0)

beforeAll(async () => {
  t = await createTestApp()
  person = await createTestUser(t.app)
  const { db } = t.app
  await seedProfile(db, person.id, MUSCLE_GAIN_PROFILE)
  const meal = (offset: number, mealType: string, calories: number, protein: number) =>
    seedMeal(db, person.id, {
      date: addDays(today, offset),
      offset: OFFSET,
      mealType,
      calories,
      protein,
      carbs: 50,
      fat: 20,
    })
  await meal(0, 'breakfast', 400, 20)
  await meal(0, 'dinner', 700, 45)
  await meal(-2, 'breakfast', 300, 15)
  // Eight days ago is before this week's Monday, and outside the last 7 days.
  await meal(-8, 'dinner', 900, 60)
})
afterAll(() => t.close())

/** The whole conversation after the agent answered each of the person's messages in turn. */
const converse = (...texts: string[]): Promise<ChatMessage[]> => chatConversation(t.app, person.headers, ...texts)

const lastReply = (messages: ChatMessage[]) => messages[messages.length - 1]

describe('"only dinners" after a totals question', () => {
  it('answers the same period with only that meal type', async () => {
    const reply = lastReply(await converse('how many calories did I eat this week?', 'only dinners'))
    expect(reply.text).toContain('Total (dinners only): 700 kcal, 45 g protein')
  })

  it('keeps the last 7 days for "just breakfasts", with the average per day that has one', async () => {
    const reply = lastReply(await converse('How many calories did I eat in the last 7 days?', 'just brekfasts'))
    expect(reply.text).toContain('Your breakfasts the last 7 days, on 2 days:')
    expect(reply.text).toContain('Total (breakfasts only): 700 kcal, 35 g protein')
    expect(reply.text).toContain('Average per day with a breakfast: 350 kcal')
  })
})

describe('a card of the last answer', () => {
  it('shows "the second one" again with its ingredients and steps', async () => {
    const messages = await converse('Give me three dinner ideas', 'the second one')
    const shown = messages[1].recipes ?? []
    expect(shown.length).toBeGreaterThanOrEqual(2)
    const reply = lastReply(messages)
    expect(reply.recipes?.map((card) => card.name)).toEqual([shown[1].name])
    expect(reply.text).toContain(`Here is ${shown[1].name} from my recipe collection:`)
    expect(reply.text).toContain('Ingredients (')
    expect(reply.text).toContain(`1. ${shown[1].steps?.[0]?.text}`)
  })

  it('understands "tell me more about the first one" and "the last one"', async () => {
    const first = await converse('Give me three dinner ideas', 'tell me more about the first one')
    expect(lastReply(first).recipes?.[0]?.name).toBe(first[1].recipes?.[0]?.name)
    const last = await converse('Give me three dinner ideas', 'the last one')
    const cards = last[1].recipes ?? []
    expect(lastReply(last).recipes?.[0]?.name).toBe(cards[cards.length - 1].name)
  })

  it('says there is no card yet when nothing was suggested', async () => {
    const reply = lastReply(await converse('the second one'))
    expect(reply.text).toMatch(/^I haven't shown you any recipes in this chat yet/)
  })
})

describe('"save that one": the card again, to save with its Save button', () => {
  it('answers with the card asked for and writes nothing', async () => {
    const messages = await converse('Give me three dinner ideas', 'save the second one')
    const reply = lastReply(messages)
    const name = messages[1].recipes?.[1]?.name
    expect(reply.recipes?.map((card) => card.name)).toEqual([name])
    expect(reply.text).toMatch(/^To save .*, press Save on the card below/)
    const saved = await t.app.inject({ method: 'GET', url: '/api/recipes', headers: person.headers })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual([])
  })

  it('takes the first card for "save this recipe"', async () => {
    const messages = await converse('Do you have a recipe with salmon?', 'save this recipe')
    expect(lastReply(messages).recipes?.[0]?.name).toBe(messages[1].recipes?.[0]?.name)
    expect(lastReply(messages).text).toContain('press Save on the card below')
  })
})
