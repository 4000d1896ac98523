import { sql } from 'drizzle-orm'
import { DomainError } from '../lib/domainErrors'
import { createTestDatabase } from '../test/testDatabase'
import type { DatabaseHandle } from './database'
import { executeStatement, type SessionStatement } from './sessionStatements'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
})
afterAll(() => handle.close())

const echo: SessionStatement<'value' | 'other'> = {
  name: 'session_statement_echo_test',
  build: (param) =>
    sql`select ${param('value')}::text as value, ${param('other')}::text as other, ${'constant'}::text as fixed`,
}

describe('executeStatement', () => {
  it.each([["it's"], ["'; drop table users; --"], ["back\\slash \\' and \\\\"], ["E'\\x41'"], ['ünïcödé 🍎'], ['']])(
    'gives back %j exactly as sent, never as SQL',
    async (value) => {
      const rows = await executeStatement<'value' | 'other', { value: string; other: string | null; fixed: string }>(
        handle.db,
        echo,
        { value, other: null },
      )
      expect(rows).toEqual([{ value, other: null, fixed: 'constant' }])
    },
  )

  it('runs the same statement inside a transaction, and again after a rollback', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        const rows = await executeStatement(tx as never, echo, { value: 'in a transaction', other: 'x' })
        expect(rows).toEqual([{ value: 'in a transaction', other: 'x', fixed: 'constant' }])
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await executeStatement(handle.db, echo, { value: 'after', other: null })).toEqual([
      { value: 'after', other: null, fixed: 'constant' },
    ])
  })

  it('refuses text with a NUL character as invalid input (a 400), not a database error', async () => {
    await expect(executeStatement(handle.db, echo, { value: 'a\u0000b', other: null })).rejects.toBeInstanceOf(
      DomainError,
    )
  })
})
