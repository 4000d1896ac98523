/**
 * Foods sold in single-serve cups ("2 snack pack pudding cups", "a fruit cup", "mott's applesauce cups"), with the
 * name the tables know each by: the cup is the food's container, not a measuring cup ("a cup of pudding" stays one).
 */
const CUPPED: Readonly<Record<string, string>> = {
  pudding: 'pudding',
  fruit: 'fruit cocktail',
  applesauce: 'applesauce',
  'apple sauce': 'applesauce',
  jello: 'jello',
  'jell-o': 'jello',
  gelatin: 'jello',
}

/** A food sold in cups, said with its cup after it (group 1: the food). */
const SNACK_CUP = new RegExp(String.raw`(?<!\bof )\b(${Object.keys(CUPPED).join('|')}) (cups?)\b(?! of\b)`, 'g')

/**
 * Foods sold in small single-serve cups that no table weighs as a container, and what one holds: a hummus cup and a
 * coffee creamer cup a tablespoon (dipping cups are `chipsAndDip.ts`'s).
 */
const SINGLE_CUPS: Readonly<Record<string, [number, string]>> = {
  hummus: [2, 'oz'],
  creamer: [1, 'tbsp'],
}

/** "2 french vanilla creamer cups", "a hummus cup": how many (1), the kind said (2) and the food (3). */
const SINGLE_CUP = new RegExp(
  String.raw`\b(?:(\d+|an?|one|two|three|the) )?((?:[a-z]+ ){0,2}?)(${Object.keys(SINGLE_CUPS).join('|')}) cups?\b(?! of\b)`,
  'g',
)
const COUNT_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3 }

/**
 * Single-serve cups of a meal's lower-cased text as containers of their food ("2 pudding cups": 2 containers), or as
 * what a small cup holds ("a hummus cup": 2 oz of hummus).
 */
export function snackCups(text: string): string {
  return text
    .replace(SINGLE_CUP, (_m, n: string | undefined, kind: string, food: string) => {
      const [amount, unit] = SINGLE_CUPS[food]
      const cups = n && /^\d+$/.test(n) ? Number(n) : (COUNT_WORDS[n ?? ''] ?? 1)
      // (With no count said, the words before are no kind of it: "coffee w creamer cup".)
      return n ? `${cups * amount} ${unit} ${kind}${food}` : `${kind}${amount} ${unit} ${food}`
    })
    .replace(
      SNACK_CUP,
      (_m, food: string, cups: string) => `${CUPPED[food]} ${cups === 'cups' ? 'containers' : 'container'}`,
    )
}
