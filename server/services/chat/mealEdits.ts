import type { ConversationMessage } from './chatTypes'
import { normalize } from './intents'
import { searchTerms } from './textMatch'
import { charIn, trimEndWhere } from '../../lib/trimRuns'

/** What ends a sentence, trimmed by a loop (an end-anchored pattern is quadratic on a long run of dots). */
const END_MARKS = charIn(/[.!]/)
/** Words before an edit that change nothing ("actually make it 3 eggs", "oops, no toast"). */
const LEAD = /^(?:(?:actually|oh|oops|sorry|wait|no|and|but|also|ok|okay)[,!]?\s+)*/
/** "add a coffee", "also a banana", "plus a latte", "I also had an apple". */
const ADD = /^(?:add|also|plus|with|and|i also had|also had|i had|forgot)\s+(?:the |a |an )?(.+)$/
/** "without the toast", "remove the butter", "no toast", "take out the bacon". */
const REMOVE = /^(?:without|remove|take out|drop|no|minus|skip|not the|delete)\s+(?:the\s+)?(.+)$/
/** "make it 3 eggs", "change it to 2 slices of toast", "it was a large latte", "3 eggs instead". */
const CHANGE =
  /^(?:make it|make that|change (?:it |that )?to|it was|that was|should be|i meant)\s+(.+)$|^(.+?)\s+instead$/
/** How the meal text is cut into its foods, as the estimator cuts it. */
const SEPARATOR = /\s*,\s*|\s+and\s+|\s+with\s+|\s+plus\s+|\s*\+\s*/

/** The proposal of the agent's last message, when the person has not logged it yet. */
function openProposal(conversation: ConversationMessage[]) {
  const answer = conversation[conversation.length - 2]
  const proposal = answer?.sender === 'agent' ? answer.meal_proposal : undefined
  return proposal && !proposal.logged_meal_id ? proposal : null
}

/** Whether a food of the meal is the one an edit names (a word of its name in common). */
function names(part: string, food: string): boolean {
  const wanted = new Set(searchTerms(food).filter((word) => !/^\d/.test(word)))
  return searchTerms(part).some((word) => wanted.has(word))
}

/**
 * "actually make it 3 eggs", "add a coffee", "without the toast" right after a meal card the person has not logged:
 * the meal asked again with that change, as "log … for <meal>", so a new card replaces it. Null for anything else.
 */
export function editedMealRequest(conversation: ConversationMessage[]): string | null {
  const proposal = openProposal(conversation)
  const last = normalize(conversation[conversation.length - 1]?.text ?? '')
  if (!proposal || !last || last.endsWith('?')) return null
  const edit = trimEndWhere(last.replace(LEAD, ''), END_MARKS).trim()
  const parts = proposal.meal_text.split(SEPARATOR).filter(Boolean)
  let changed: string[] | null = null
  const change = CHANGE.exec(edit)
  const remove = REMOVE.exec(edit)
  const add = ADD.exec(edit)
  if (change) {
    const food = change[1] ?? change[2]
    if (parts.some((part) => names(part, food))) changed = parts.map((part) => (names(part, food) ? food : part))
  } else if (remove) {
    const kept = parts.filter((part) => !names(part, remove[1]))
    if (kept.length > 0 && kept.length < parts.length) changed = kept
  } else if (add) {
    changed = [...parts, add[1]]
  }
  return changed ? `log ${changed.join(', ')} for ${proposal.meal_type}` : null
}
