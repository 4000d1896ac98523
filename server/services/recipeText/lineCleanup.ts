/** Bullet marks that may start a list line (check boxes of recipe cards included). */
const BULLET = /^\s*(?:[-*•▢□☐■◦·‣⁃○●✓✔>+]|\[\s?\])\s*/
/** "1." "1)" "(1)" "#1" "1 -" "Step 1:" "STEP 1." at the start of a line. */
const STEP_NUMBER =
  /^\s*(?:(?:step|stage)\s*(\d+)\s*[:.)\-–—]?|\(?(\d+)\s*[.)](?!\d)|#(\d+)[:.)]?|(\d+)\s*[-–—:](?=\s))\s*/i

/** The line without its leading bullet and markdown emphasis, whitespace collapsed. */
export function stripBullet(line: string): string {
  return collapse(line.replace(BULLET, '').replace(/\*\*|__/g, ''))
}

/** A step number at the start of a line ("1.", "1)", "Step 1:"), or null. */
export function readStepNumber(line: string): { number: number; rest: string } | null {
  const match = STEP_NUMBER.exec(line)
  if (!match) return null
  const number = Number(match[1] ?? match[2] ?? match[3] ?? match[4])
  return { number, rest: collapse(line.slice(match[0].length).replace(/\*\*|__/g, '')) }
}

/** Whether the line starts with a bullet mark. */
export function hasBullet(line: string): boolean {
  return BULLET.test(line) && !/^\s*-\s*\d/.test(line)
}

/** Single spaces, trimmed. */
export function collapse(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim()
}

/** Lines pasted from recipe sites that carry nothing ("Jump to Recipe", "Print", "★★★★★", "1x 2x 3x"). */
const NOISE = [
  /^(jump to|skip to)\s+(the\s+)?recipe\b/i,
  /^(print|pin|save|share|rate|email|tweet|facebook|pinterest|yummly|review)(\s+(this\s+)?recipe)?!?$/i,
  /^(print|pin|save|rate)\s+recipe(\s+(print|pin|save|rate)\s+recipe)*$/i,
  /^[★☆✩✪⭐*\s]{3,}/,
  /^\d(\.\d)?\s+(from|stars?\s+from)\s+\d+\s+(votes?|reviews?|ratings?)$/i,
  /^(\d+x\s*){2,}$/i,
  /^(us customary|metric)(\s*[-–|/]\s*(us customary|metric))?$/i,
  /^(did you make this|tried this recipe|if you make this|tag (me|us)|mention @|leave a (comment|review))/i,
  /^(https?:\/\/|www\.)\S+$/i,
  /^(advertisement|ad|sponsored|this post may contain affiliate links.*)$/i,
  /^(posted|published|updated|last updated)\b.*\b\d{4}\b/i,
  /^(by|recipe by|author:?)\s+[A-Z][\w.'-]*(\s+[A-Z][\w.'-]*){0,3}$/,
  /^(BY|RECIPE BY)\s+[A-Z][A-Z.'-]*(\s+[A-Z][A-Z.'-]*){0,3}$/,
  /^cook mode\b/i,
  /^(rated\s+)?\d(\.\d)?\s+out of\s+5\b.{0,40}$/i,
  /^\(?\d+\s+(ratings?|reviews?|votes?|comments?)\)?$/i,
  /^(print|pin|save|share|rate|email|review)(\s*[|•·/]\s*(print|pin|save|share|rate|email|review|recipe))+$/i,
  /^home\s*[»>›/|]\s*\S/i,
  /^(hey|hi|hello|dear|morning)\b[^.]{0,30}[,!]$/i,
  /^here (you go|it is|is the recipe|'s the recipe|you are)\b[^.]{0,30}[.!:]?$/i,
  /^prevent your screen from going dark$/i,
]

/** How a letter or message ends: "Love,", "xx Maria", "Enjoy!", "Sent from my iPhone". */
const SIGN_OFF =
  /^((love|lots of love|cheers|best|best wishes|all the best|warmly|hugs|enjoy|happy (cooking|baking)|bon app[eé]tit|talk soon)[,!.]*|(xx+|xo+)\b.{0,30}|sent from my\b.{0,30})$/i

/**
 * The lines without a sign-off at their end and what follows it ("Love," / "Maria", "Sent from my iPhone"): at most
 * two short lines may follow it (a name).
 */
export function withoutSignOff(lines: string[]): string[] {
  const filled = lines.map((line, index) => ({ line: collapse(line), index })).filter(({ line }) => line)
  for (let k = Math.max(0, filled.length - 3); k < filled.length; k += 1) {
    const after = filled.slice(k + 1)
    const shortTail = after.every(
      ({ line }) => (line.split(' ').length <= 3 && !/\d/.test(line)) || SIGN_OFF.test(line),
    )
    if (SIGN_OFF.test(filled[k].line) && shortTail) return lines.slice(0, filled[k].index)
  }
  return lines
}

/** Whether a line is web-page furniture rather than recipe text. */
export function isNoiseLine(line: string): boolean {
  const text = collapse(line)
  return NOISE.some((re) => re.test(text))
}
