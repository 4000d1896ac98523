/** Marks that end a clause of a meal's lower-cased text ("2 slices pizza, coke + fries"). */
const MARKS = [',', ';', '+', '\n']

/** Where the clause holding index `at` starts: after the last of `marks` before it. */
export const clauseStart = (text: string, at: number, marks: readonly string[] = MARKS): number =>
  Math.max(...marks.map((c) => text.lastIndexOf(c, at))) + 1

/** The clause of `text` holding index `at`: from the mark before it to the mark after it. */
export function clauseAt(text: string, at: number): string {
  const ends = MARKS.map((c) => text.indexOf(c, at)).filter((i) => i >= 0)
  return text.slice(clauseStart(text, at), ends.length > 0 ? Math.min(...ends) : text.length)
}
