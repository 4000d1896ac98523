import type { ChatMessage } from '../services/chat/chatTypes'
import { chatConversation } from '../test/chatConversation'
import { createTestApp, type TestApp } from '../test/testApp'
import { createTestUser, type TestUser } from '../test/testUsers'

jest.setTimeout(60_000)

let t: TestApp
let person: TestUser
beforeAll(async () => {
  t = await createTestApp()
  person = await createTestUser(t.app)
})
afterAll(() => t.close())

const replies = async (...texts: string[]) =>
  (await chatConversation(t.app, person.headers, ...texts)).filter((message) => message.sender === 'agent')
const items = (reply: ChatMessage) => reply.meal_proposal?.items.map((item) => [item.name, item.quantity])
const meals = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/user/${person.id}/meals`, headers: person.headers })).json()

describe('changing a meal card before it is logged', () => {
  it('"make it 3 eggs", "add a coffee", "without the toast": a new card each time, the meal type kept', async () => {
    const [first, more, coffee, noToast] = await replies(
      'log 2 eggs and toast for breakfast',
      'actually make it 3 eggs',
      'add a coffee',
      'without the toast',
    )
    expect(items(first)).toEqual([
      ['Egg', 2],
      ['White bread', 2],
    ])
    expect(items(more)).toEqual([
      ['Egg', 3],
      ['White bread', 2],
    ])
    expect(items(coffee)).toEqual([
      ['Egg', 3],
      ['White bread', 2],
      ['Coffee', 1],
    ])
    expect(items(noToast)).toEqual([
      ['Egg', 3],
      ['Coffee', 1],
    ])
    for (const reply of [more, coffee, noToast]) expect(reply.meal_proposal?.meal_type).toBe('breakfast')
    expect(noToast.text).toContain('Nothing is logged yet')
    // Nothing was written: the meal is saved only when the person presses Log on a card.
    expect(await meals()).toEqual([])
  })

  it('leaves other messages alone: a question after a card is a question', async () => {
    const [, totals] = await replies('I just had a banana', 'how many calories did I eat today?')
    expect(totals.meal_proposal).toBeUndefined()
    expect(totals.text).not.toMatch(/^Here is/)
  })

  it('changes nothing when the food named is not in the card', async () => {
    const [, reply] = await replies('log 2 eggs for breakfast', 'make it 3 pancakes')
    expect(items(reply)).not.toEqual([['Egg', 3]])
  })
})
