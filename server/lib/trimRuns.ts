/**
 * Trimming a run of characters off the end of a text in one pass. A pattern such as `/[.!?\s]+$/` looks
 * linear but is not: the regular-expression engine retries it from every position of a long run that is not at
 * the end, so 20 000 spaces followed by a letter cost 200 million steps. Parsers of user text use these instead.
 */

/** The text without the characters `strip` accepts at its end. */
export function trimEndWhere(text: string, strip: (char: string) => boolean): string {
  let end = text.length
  while (end > 0 && strip(text[end - 1])) end--
  return text.slice(0, end)
}

/** The text without the characters `strip` accepts at either end. */
export function trimWhere(text: string, strip: (char: string) => boolean): string {
  let start = 0
  while (start < text.length && strip(text[start])) start++
  return trimEndWhere(text.slice(start), strip)
}

/** A test for one character against a character class, for trimEndWhere and trimWhere: `charIn(/[.,;:\s-]/)`. */
export const charIn =
  (characterClass: RegExp) =>
  (char: string): boolean =>
    characterClass.test(char)
