import { rangeKindOf } from './dateRanges'
import { type IntentEntry, INTENT_TABLE, type MessageFacts } from './intentTable'
import type { Intent } from './intents'

/** The least score an entry needs to be considered; below it the message is `unknown`. */
export const INTENT_THRESHOLD = 1

type Test = IntentEntry['signals'][number]['test']

const holds = (test: Test, facts: MessageFacts): boolean =>
  typeof test === 'function' ? test(facts) : test.test(facts.text)

/** An entry's score for a message: the sum of the weights of the signals it holds; null when it is ruled out. */
export function scoreOf(entry: IntentEntry, facts: MessageFacts): number | null {
  let score = 0
  for (const signal of entry.signals) {
    if (holds(signal.test, facts)) score += signal.weight
    else if (signal.required) return null
  }
  if (entry.unless?.some((test) => holds(test, facts))) return null
  return score >= INTENT_THRESHOLD ? score : null
}

/** The facts every entry reads, worked out once. */
export function factsOf(text: string): MessageFacts {
  return { text, words: text.split(' ').filter(Boolean).length, named: rangeKindOf(text, 'today') }
}

/**
 * The best-scoring entry whose slots can be read builds the intent: entries are tried from the highest score down
 * (equal scores by priority), and one whose required slot is missing gives way to the next.
 */
export function bestIntent(facts: MessageFacts, table: IntentEntry[] = INTENT_TABLE): Intent {
  const scored = table
    .map((entry) => ({ entry, score: scoreOf(entry, facts) }))
    .filter((candidate): candidate is { entry: IntentEntry; score: number } => candidate.score !== null)
    .sort((a, b) => b.score - a.score || b.entry.priority - a.entry.priority)
  for (const { entry } of scored) {
    const intent = entry.build(facts)
    if (intent) return intent
  }
  return { kind: 'unknown' }
}
