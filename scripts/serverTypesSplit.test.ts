import { splitServerTypes } from './serverTypesSplit'

const yaml = `
paths:
  /foods:
    get:
      operationId: listFoods
      tags: [Foods]
  /me:
    get:
      operationId: getMe
      tags: [User]
`
const parts = {
  paths: [
    'export interface paths {',
    "  '/foods': {",
    "    get: operations['listFoods']",
    '  }',
    "  '/me': {",
    "    get: operations['getMe']",
    '  }',
    '}',
    'export type webhooks = Record<string, never>',
    '',
  ].join('\n'),
  components: [
    'export interface components {',
    '  schemas: {',
    '    /** @description A food. */',
    '    Food: {',
    "      unit: components['schemas']['Unit']",
    '    }',
    "    Unit: 'g' | 'ml'",
    '    User: {',
    '      id: string',
    '    }',
    '  }',
    '  responses: never',
    '}',
    'export type $defs = Record<string, never>',
    '',
  ].join('\n'),
  operations: [
    'export interface operations {',
    '  listFoods: {',
    "    responses: components['schemas']['Food'][]",
    '  }',
    '  getMe: {',
    "    responses: components['schemas']['User']",
    '  }',
    '}',
    '',
  ].join('\n'),
}

describe('the server types split by tag', () => {
  const files = Object.fromEntries(splitServerTypes(parts, yaml).map(({ file, source }) => [file, source]))

  it('writes each tag its operations and paths, and the parts as their intersections', () => {
    expect(files['operations.ts']).toContain('export type operations = FoodsOperations & UserOperations')
    expect(files['operations/foods.ts']).toContain('export interface FoodsOperations {\n  listFoods: {')
    expect(files['operations/user.ts']).not.toContain('listFoods')
    expect(files['paths.ts']).toContain('export type paths = FoodsPaths & UserPaths')
    expect(files['paths.ts']).toContain('export type webhooks = Record<string, never>')
    expect(files['paths/foods.ts']).toContain("import type { operations } from '../operations'")
  })

  it("puts a schema with the tag that names it first, a schema's own schemas with it, with their comments", () => {
    expect(files['schemas/foods.ts']).toContain('/** @description A food. */\n  Food: {')
    expect(files['schemas/foods.ts']).toContain("Unit: 'g' | 'ml'")
    expect(files['schemas/user.ts']).toContain('User: {')
    expect(files['components.ts']).toContain('schemas: FoodsSchemas & UserSchemas\n  responses: never')
    // A file that names no other part imports none.
    expect(files['schemas/user.ts']).not.toContain('import')
  })
})
