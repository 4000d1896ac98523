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

/** Single-serve cups of a meal's lower-cased text as containers of their food ("2 pudding cups": 2 containers). */
export function snackCups(text: string): string {
  return text.replace(
    SNACK_CUP,
    (_m, food: string, cups: string) => `${CUPPED[food]} ${cups === 'cups' ? 'containers' : 'container'}`,
  )
}
