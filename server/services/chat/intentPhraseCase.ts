import type { Intent } from './intents'

/**
 * A message as people type it (misspellings and casual forms included) and the intent it must be read as: the kind
 * and the key slots (any slot left out is not checked). `after` is the person's message before, for follow-ups.
 */
export interface PhraseCase {
  text: string
  after?: string
  expected: { kind: Intent['kind'] } & Record<string, unknown>
}
