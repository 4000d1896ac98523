import { type JsonSchema, validateJson } from './jsonSchema'

const ITEMS: JsonSchema = {
  type: 'object',
  required: ['items'],
  additionalProperties: false,
  properties: {
    items: {
      type: 'array',
      maxItems: 3,
      items: {
        type: 'object',
        required: ['name', 'grams'],
        properties: {
          name: { type: 'string', minLength: 1 },
          grams: { type: 'number', minimum: 0 },
          per: { enum: ['serving', '100g'] },
        },
      },
    },
  },
}

describe('validateJson', () => {
  it('accepts a conforming value, whole numbers where numbers are asked', () => {
    expect(
      validateJson(ITEMS, {
        items: [
          { name: 'egg', grams: 50, per: 'serving' },
          { name: 'oil', grams: 4.5 },
        ],
      }),
    ).toEqual([])
  })

  it('names every problem with its path, the allowed values and the unexpected property', () => {
    const problems = validateJson(ITEMS, {
      items: [{ name: '', grams: -1, per: 'cup' }, { grams: 'ten' }],
      note: 'extra',
    })

    expect(problems).toEqual(
      expect.arrayContaining([
        "$ must not have property 'note'",
        '$.items[0].name must NOT have fewer than 1 characters',
        '$.items[0].grams must be >= 0',
        '$.items[0].per must be one of "serving", "100g"',
        "$.items[1] must have required property 'name'",
        '$.items[1].grams must be number',
      ]),
    )
  })

  it('checks array bounds and the top-level type', () => {
    const four = Array.from({ length: 4 }, () => ({ name: 'x', grams: 1 }))
    expect(validateJson(ITEMS, { items: four })).toEqual(['$.items must NOT have more than 3 items'])
    expect(validateJson(ITEMS, [])).toEqual(['$ must be object'])
  })
})
