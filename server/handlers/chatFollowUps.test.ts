import { formatDay } from '../services/advice/numberFormat'
import { addDays, localDate } from '../services/advice/personClock'
import { seedMeal, MUSCLE_GAIN_PROFILE, seedProfile, seedRecipe } from '../services/advice/seedPersonData'
import { chatConversation } from '../test/chatConversation'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

jest.setTimeout(60_000)

let t: TestApp
let person: TestUser
const OFFSET = '+00:00'
const today = localDate(new Date(), 0)
/** A past day of this month or the last one, written as "the Nth". */
const tenDaysAgo = addDays(today, -10)
const nth = Number(tenDaysAgo.slice(8))

beforeAll(async () => {
  t = await createTestApp()
  person = await createTestUser(t.app)
  const { db } = t.app
  await seedProfile(db, person.id, MUSCLE_GAIN_PROFILE)
  const day = (offset: number, calories: number, protein: number) =>
    seedMeal(db, person.id, { date: addDays(today, offset), offset: OFFSET, calories, protein, carbs: 200, fat: 60 })
  await day(0, 1000, 50)
  await day(-1, 2000, 100)
  await day(-10, 2345, 111)
  for (let back = 7; back <= 13; back += 1) if (back !== 10) await day(-back - 7, 2600, 130)
  await seedRecipe(db, person.id, {
    name: 'Overnight Oats',
    servings: 2,
    ingredients: [{ name: 'oats', quantity: 80, unit: 'g' }],
    steps: ['Soak overnight.'],
    perServing: { calories: 350, protein: 20, carbs: 48, fat: 9 },
  })
  await seedRecipe(db, person.id, {
    name: 'Walnut burger stew',
    servings: 2,
    ingredients: [
      { name: 'walnuts', quantity: 50, unit: 'g' },
      { name: 'burger', quantity: 1, unit: 'piece' },
    ],
    steps: ['Stew it.'],
    perServing: { calories: 400, protein: 30, carbs: 20, fat: 20 },
  })
})
afterAll(() => t.close())

/** The agent's reply to a conversation of the person's messages (the agent's replies in between included). */
async function converse(...texts: string[]): Promise<string> {
  const messages = await chatConversation(t.app, person.headers, ...texts)
  return messages[messages.length - 1].text
}

describe('follow-up questions', () => {
  it('keeps the question and swaps the day: "and yesterday?"', async () => {
    const reply = await converse('how many calories have I had today?', 'and yesterday?')
    // It answers the question asked (calories) first, then the day's log.
    expect(reply).toMatch(/^Calories yesterday \(.*\): 2,000 kcal, 65 % of your 3,060 kcal target\.\n\nYesterday \(/)
    expect(reply).toContain('Total: 2,000 kcal, 100 g protein')
  })

  it('keeps the day and swaps the macro: "what about carbs?"', async () => {
    const reply = await converse('how much protein did I eat yesterday?', 'what about carbs?')
    expect(reply).toMatch(/^Carbs yesterday \(.*\): 200 g, \d+ % of your [\d,]+ g target\./)
    expect(reply).not.toMatch(/^Protein/)
  })

  it('keeps the day asked about: "how many calories was that?"', async () => {
    const reply = await converse('what did I eat yesterday?', 'how many calories was that?')
    expect(reply).toContain('Total: 2,000 kcal')
  })

  it('names the recipe asked about: "how many calories per serving is it?"', async () => {
    const reply = await converse("what's in my overnight oats recipe?", 'how many calories per serving is it?')
    expect(reply).toContain('Overnight Oats (your recipe, 2 servings) has 350 kcal')
  })

  it('adds a diet to the last request: "make it vegetarian"', async () => {
    const reply = await converse('give me a dinner idea', 'make it vegetarian')
    expect(reply).toMatch(/vegetarian dinner/)
  })
})

describe('days, periods and comparisons', () => {
  it('answers for a day of the month ("on the Nth") and says whether the targets were hit', async () => {
    const reply = await converse(`How much protein did I eat on the ${nth}th?`)
    expect(reply).toContain('Total: 2,345 kcal, 111 g protein')
    expect(reply).toContain('protein 111 g, 17 g short of 128 g')
  })

  it('answers "did I hit my protein yesterday?" for yesterday, not for the rest of today', async () => {
    const reply = await converse('did i hit my protein yesterday')
    expect(reply).toMatch(/^Protein yesterday \(.*\): 100 g, 78 % of your 128 g target\.\n\nYesterday/)
    expect(reply).toContain('protein 100 g, 28 g short of 128 g')
  })

  it('averages the last N days asked for', async () => {
    const reply = await converse("What's my average calories for the last 2 days?")
    expect(reply).toContain('Average per logged day: 1,500 kcal')
  })

  it('compares this week with last week', async () => {
    const reply = await converse('compare this week to last week')
    expect(reply).toMatch(/- This week \(since .*\): .* a day on average/)
    expect(reply).toMatch(/- Last week \(.*\): .* a day on average|- Last week \(.*\): no meals logged/)
  })

  it('names the highest and lowest day of a period and the days over the target', async () => {
    const reply = await converse('What was my highest calorie day in the last 14 days?')
    expect(reply).toContain(
      `Highest: ${formatDay(tenDaysAgo)} with 2,345 kcal; lowest: ${formatDay(today)} with 1,000 kcal.`,
    )
    expect(reply).toContain('No day went over your 3,060 kcal target.')
  })

  it('states the weight and BMI the targets start from', async () => {
    const reply = await converse("what's my bmi?")
    expect(reply).toMatch(/^Your profile says 80 kg at 180 cm: a BMI of 24\.7 \(a healthy weight\)\./)
  })
})

describe('requests', () => {
  it('keeps to a protein floor and never calls a meat burger vegetarian', async () => {
    const reply = await converse('suggest a vegetarian dinner with about 40g protein')
    expect(reply).toContain('with about 40 g protein or more')
    expect(reply).not.toContain('Walnut burger stew')
  })

  it("lists the person's own recipes, newest first", async () => {
    const reply = await converse('show me my recipes')
    expect(reply).toMatch(
      /^You have 2 recipes, newest first:\n- Walnut burger stew: 2 servings, 400 kcal per serving\n- Overnight Oats/,
    )
  })

  it("leaves today's remaining budget out of ideas for tomorrow", async () => {
    const reply = await converse('What should I have for breakfast?', 'what about tomorrow?')
    expect(reply).toMatch(/breakfast/)
    expect(reply).not.toContain('left today')
  })

  it('prepares a meal to log when asked to log one, and still explains how when asked how', async () => {
    expect(await converse('log 2 eggs and toast for breakfast')).toMatch(/^Here is "2 eggs and toast" as breakfast/)
    expect(await converse('how do I log a meal?')).toMatch(/^To log a meal, open the Food Log/)
  })
})
