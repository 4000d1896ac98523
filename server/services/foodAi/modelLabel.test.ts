import { createAiProvider, type OpenAiProvider } from '../ai/aiProvider'
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fakes/fakeOpenAi'
import { modelLabelMacros } from './modelLabel'

let fake: FakeOpenAi
let provider: OpenAiProvider

beforeAll(async () => {
  fake = await startFakeOpenAi()
  const ai = createAiProvider(
    { aiProvider: 'openai', aiBaseUrl: fake.baseUrl, aiApiKey: 'test-key', aiModel: 'fake-model' },
    { maxRetries: 0 },
  )
  if (ai.kind !== 'openai') throw new Error('expected the OpenAI provider')
  provider = ai
})
afterEach(() => fake.reset())
afterAll(() => fake.close())

const LABEL_TEXT = 'Nutrition Facts\nServing size 1 bar (40g)\nCalories 190\nSodium 95mg 4%\nDietary Fiber 3g 11%'

const MACROS = {
  serving_size: '1 bar (40g)',
  calories: 190,
  protein: 10,
  carbs: 24,
  fat: 7,
  per: 'serving',
  calories_per_100g: 475,
  protein_per_100g: 25,
  carbs_per_100g: 60,
  fat_per_100g: 17.5,
}

describe('modelLabelMacros', () => {
  it('asks for fibre, sugars and sodium and passes on what the model reads', async () => {
    const reading = {
      ...MACROS,
      fiber: 3,
      sugar: 12,
      sodium: 95,
      fiber_per_100g: 7.5,
      sugar_per_100g: 30,
      sodium_per_100g: 237.5,
    }
    fake.script({ content: JSON.stringify(reading) })

    await expect(modelLabelMacros(provider, LABEL_TEXT)).resolves.toEqual(reading)

    const request = fake.requests[0].body
    const schema = request.response_format?.json_schema?.schema as { properties: Record<string, unknown> }
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['fiber', 'sugar', 'sodium']))
    expect(request.messages[0].content).toMatch(/salt in g × 400/)
    expect(request.messages[1].content).toBe(LABEL_TEXT)
  })

  it('still takes the macros from a model that leaves fibre, sugars and sodium out', async () => {
    fake.script({ content: JSON.stringify(MACROS) })

    await expect(modelLabelMacros(provider, LABEL_TEXT)).resolves.toEqual(MACROS)
  })

  it('refuses a reading with a negative sodium', async () => {
    fake.script({ content: JSON.stringify({ ...MACROS, sodium: -5 }) })

    await expect(modelLabelMacros(provider, LABEL_TEXT)).rejects.toThrow()
  })
})
