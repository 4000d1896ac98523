import { ADVERSARIAL_TEXTS, fastestRun, TEXT_PARSERS } from '../server/services/parserSpeed/adversarialTexts'

/**
 * `npm run bench:parsers`: how long each text parser takes on the adversarial shapes of parserSpeed.test.ts,
 * at its API limit and at 100 KB (the fastest of 3 runs each). Prints the slowest shape per parser and fails when
 * any call at its API limit takes 200 ms or more: no text the API takes can hold the event loop for long. (100 KB is
 * beyond the API's limit for recipe, meal and chat text; it shows the growth stays linear.)
 */
const LARGE = 100_000
const BUDGET_MS = 200

let over = 0
for (const [name, { parse, apiLimit }] of Object.entries(TEXT_PARSERS)) {
  const rows = Object.entries(ADVERSARIAL_TEXTS).map(([shape, make]) => {
    const time = (length: number) =>
      fastestRun(() => {
        try {
          parse(make(length))
        } catch {
          // a rejected text counts by its time like any other
        }
      })
    return { shape, atLimit: time(apiLimit), atLarge: time(LARGE) }
  })
  rows.sort((a, b) => b.atLarge - a.atLarge)
  const worst = rows[0]
  const slowAtLimit = [...rows].sort((a, b) => b.atLimit - a.atLimit)[0]
  over += rows.filter((row) => row.atLimit >= BUDGET_MS).length
  console.log(
    `${name.padEnd(12)} slowest at its API limit (${apiLimit} chars): ${slowAtLimit.atLimit.toFixed(1)} ms (${slowAtLimit.shape});` +
      ` at 100 KB: ${worst.atLarge.toFixed(1)} ms (${worst.shape})`,
  )
}
console.log(
  over
    ? `${over} call(s) at the API limit took ${BUDGET_MS} ms or more`
    : `every call at its API limit under ${BUDGET_MS} ms`,
)
process.exitCode = over ? 1 : 0
