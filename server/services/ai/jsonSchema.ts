/** JSON types as JSON Schema names them. */
export type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null'

/**
 * The subset of JSON Schema that OpenAI's structured outputs and function parameters use. The same object is sent
 * to the model and checked here, so a model that ignores it is caught before its answer is used.
 */
export interface JsonSchema {
  type?: JsonType | JsonType[]
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean
  items?: JsonSchema
  enum?: ReadonlyArray<string | number | boolean | null>
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
}

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value as JsonType
}

function typeMatches(expected: JsonType, actual: JsonType): boolean {
  return expected === actual || (expected === 'number' && actual === 'integer')
}

function checkBounds(schema: JsonSchema, value: unknown, at: string, problems: string[]): void {
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) problems.push(`${at} must be >= ${schema.minimum}`)
    if (schema.maximum !== undefined && value > schema.maximum) problems.push(`${at} must be <= ${schema.maximum}`)
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength)
      problems.push(`${at} must have at least ${schema.minLength} characters`)
    if (schema.maxLength !== undefined && value.length > schema.maxLength)
      problems.push(`${at} must have at most ${schema.maxLength} characters`)
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      problems.push(`${at} must have at least ${schema.minItems} items`)
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      problems.push(`${at} must have at most ${schema.maxItems} items`)
  }
}

function checkObject(schema: JsonSchema, value: Record<string, unknown>, at: string, problems: string[]): void {
  for (const name of schema.required ?? []) {
    if (!(name in value)) problems.push(`${at} must have property '${name}'`)
  }
  for (const [name, child] of Object.entries(value)) {
    const childSchema = schema.properties?.[name]
    if (childSchema) collectProblems(childSchema, child, `${at}.${name}`, problems)
    else if (schema.additionalProperties === false) problems.push(`${at} must not have property '${name}'`)
  }
}

function collectProblems(schema: JsonSchema, value: unknown, at: string, problems: string[]): void {
  const actual = typeOf(value)
  if (schema.type !== undefined) {
    const expected = Array.isArray(schema.type) ? schema.type : [schema.type]
    if (!expected.some((type) => typeMatches(type, actual))) {
      problems.push(`${at} must be ${expected.join(' or ')}`)
      return
    }
  }
  if (schema.enum && !schema.enum.includes(value as string | number | boolean | null)) {
    problems.push(`${at} must be one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`)
  }
  checkBounds(schema, value, at, problems)
  if (actual === 'object') checkObject(schema, value as Record<string, unknown>, at, problems)
  if (actual === 'array' && schema.items) {
    const items = schema.items
    ;(value as unknown[]).forEach((item, index) => collectProblems(items, item, `${at}[${index}]`, problems))
  }
}

/** The ways `value` breaks `schema` (empty when it conforms), each naming where, e.g. `$.items[2].name`. */
export function validateJson(schema: JsonSchema, value: unknown): string[] {
  const problems: string[] = []
  collectProblems(schema, value, '$', problems)
  return problems
}
