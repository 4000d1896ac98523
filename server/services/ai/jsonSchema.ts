import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'

/** JSON types as JSON Schema names them. */
export type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null'

/**
 * The subset of JSON Schema that OpenAI's structured outputs and function parameters use. The same object is sent
 * to the model and checked here (by Ajv), so a model that ignores it is caught before its answer is used.
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

const ajv = new Ajv({ allErrors: true, strict: false })

/** Each schema is compiled once: the schemas are module constants, sent with every call. */
const compiled = new WeakMap<JsonSchema, ValidateFunction>()

function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema)
  if (!validate) {
    validate = ajv.compile(schema)
    compiled.set(schema, validate)
  }
  return validate
}

/** Ajv's `/items/2/name` as `$.items[2].name`, the way the model reads a path. */
function pathOf(instancePath: string): string {
  return (
    '$' +
    instancePath
      .split('/')
      .slice(1)
      .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part.replace(/~1/g, '/').replace(/~0/g, '~')}`))
      .join('')
  )
}

/** One problem in words the model can act on, naming the allowed values and the unexpected property. */
function describe(error: ErrorObject): string {
  const at = pathOf(error.instancePath)
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues: unknown[] }).allowedValues
    return `${at} must be one of ${allowed.map((value) => JSON.stringify(value)).join(', ')}`
  }
  if (error.keyword === 'additionalProperties') {
    return `${at} must not have property '${(error.params as { additionalProperty: string }).additionalProperty}'`
  }
  return `${at} ${error.message ?? 'is invalid'}`
}

/** The ways `value` breaks `schema` (empty when it conforms), each naming where, e.g. `$.items[2].name`. */
export function validateJson(schema: JsonSchema, value: unknown): string[] {
  const validate = validatorOf(schema)
  return validate(value) ? [] : (validate.errors ?? []).map(describe)
}
