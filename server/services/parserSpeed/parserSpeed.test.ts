import { ADVERSARIAL_TEXTS, fastestRun, TEXT_PARSERS } from './adversarialTexts'

/**
 * No text a person can send makes a parser slow: each parser takes each adversarial shape at a quarter of its API
 * limit and at the limit, and four times the text must take less than ten times as long (linear is 4×, quadratic
 * 16×; the room is for a machine busy with other test files), and the limit itself well under a second (a quadratic
 * pattern took 20 s at 20 KB). The timings a person feels are measured by `npm run bench:parsers`.
 */
const NOISE_MS = 50

describe.each(Object.entries(TEXT_PARSERS))('%s parser on adversarial text', (_name, { parse, apiLimit }) => {
  it.each(Object.keys(ADVERSARIAL_TEXTS))('%s: linear time up to the API limit', (shape) => {
    const make = ADVERSARIAL_TEXTS[shape]
    const quarter = make(apiLimit / 4)
    const whole = make(apiLimit)
    const swallow = (text: string) => () => {
      try {
        parse(text)
      } catch {
        // Rejecting the text is fine; taking long is not.
      }
    }
    const small = fastestRun(swallow(quarter))
    const large = fastestRun(swallow(whole))
    expect(large).toBeLessThan(10 * small + NOISE_MS)
    expect(large).toBeLessThan(1000)
  })
})
