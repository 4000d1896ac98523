import { withEarlierContext } from '../chat/followUps'
import { detectIntent } from '../chat/intents'
import { parseNutritionLabel } from '../labelOcr/labelParser'
import { estimateMeal } from '../nutrition/mealEstimator'
import { parseRecipeText } from '../recipeText/recipeTextParser'

/**
 * Texts shaped to make a backtracking regular expression or a splice-in-a-loop blow up: long runs of one
 * character class (spaces, tabs, digits, punctuation, brackets, markup), many short lines, repeated words, mixed
 * scripts. Each takes the length wanted. Used by parserSpeed.test.ts and `npm run bench:parsers`.
 */
export const ADVERSARIAL_TEXTS: Record<string, (length: number) => string> = {
  'heading + spaces': (n) => 'Ingredients' + ' '.repeat(n) + 'x',
  'heading + spaces + colon': (n) => 'Notes' + ' '.repeat(n) + ':',
  'colon + spaces': (n) => 'Notes:' + ' '.repeat(n) + '*',
  'word + spaces': (n) => 'a' + ' '.repeat(n),
  tabs: (n) => '\t'.repeat(n) + 'x',
  digits: (n) => '1'.repeat(n),
  'digits and spaces': (n) => '1 '.repeat(n / 2),
  'digits and dots': (n) => '1.'.repeat(n / 2),
  punctuation: (n) => '.,;:-'.repeat(n / 5),
  'question marks': (n) => '?'.repeat(n) + 'a',
  dashes: (n) => '-'.repeat(n) + 'a',
  stars: (n) => '*'.repeat(n) + 'a',
  hashes: (n) => '#'.repeat(n) + 'a',
  'open brackets': (n) => '('.repeat(n),
  'rule of equals': (n) => '= '.repeat(n / 2) + 'a',
  letters: (n) => 'a'.repeat(n),
  'mixed scripts': (n) => 'aé漢 1/2 ('.repeat(n / 10),
  'repeated "and"': (n) => 'and '.repeat(n / 4),
  'repeated "of"': (n) => 'of '.repeat(n / 3),
  'repeated "1 cup"': (n) => '1 cup '.repeat(n / 6),
  commas: (n) => ', '.repeat(n / 2) + 'x',
  'short lines': (n) => 'a\n'.repeat(n / 2),
  'blank lines': (n) => ' \n'.repeat(n / 2),
  'indented recipe lines': (n) => 'stir fry:\n' + '    1 cup rice\n'.repeat(n / 15) + 'ate it all',
  'bar brand + long word': (n) => 'clif bar ' + 'a'.repeat(n) + '!',
  'dish over bulleted lines': (n) => 'burrito\n' + '  - rice\n'.repeat(n / 9),
  'orders split': (n) => 'split an order of x and an order of y and '.repeat(n / 42),
  'toast + spaces': (n) => 'toast' + ' '.repeat(n) + ',',
  'vegetables in brackets, no total': (n) => 'veg (' + 'a and '.repeat(n / 6) + '!',
  'sauce makings, no amount': (n) => 'sauce (' + 'mayo + '.repeat(n / 7) + 'mayo)',
  'split after many clauses': (n) => 'x, '.repeat(n / 3) + 'split it with my wife',
  'someone brought + words': (n) => 'someone brought ' + 'a '.repeat(n / 2),
}

/** Every parser of text a person or a photo supplies, with the most the API lets reach it. */
export const TEXT_PARSERS: Record<string, { parse: (text: string) => unknown; apiLimit: number }> = {
  // openapi.yaml ParseRecipeTextRequest.text maxLength
  'recipe text': { parse: parseRecipeText, apiLimit: 20_000 },
  // openapi.yaml MacroEstimateRequest.mealText maxLength
  'meal text': { parse: (text) => estimateMeal(text), apiLimit: 2_000 },
  // OCR output: bounded only by the photo, so the largest size measured
  'label text': { parse: parseNutritionLabel, apiLimit: 100_000 },
  // openapi.yaml ChatMessage.text maxLength
  chat: {
    parse: (text) =>
      detectIntent(
        withEarlierContext([
          { sender: 'user', text: 'how many calories today?' },
          { sender: 'agent', text: 'You have had 1200 kcal.' },
          { sender: 'user', text },
        ]),
      ),
    apiLimit: 8_000,
  },
}

/** The fastest of `runs` timings of one call, in milliseconds (the least disturbed by the rest of the machine). */
export function fastestRun(run: () => unknown, runs = 3): number {
  let best = Infinity
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    run()
    best = Math.min(best, performance.now() - started)
  }
  return best
}
