/** "pie a la mode, 2 scoops": the scoops (group 1) said as the next clause are the ice cream's. */
const MODE_THEN_SCOOPS = /\b(?:a la|à la) mode, ((?:\d+|a|an|one|two|three) scoops?)(?= *(?:$|[,;.\n]))/g

/** "apple pie a la mode (1 scoop vanilla)": its scoop said in brackets (group 1), as said with it. */
const MODE_SCOOP_IN_BRACKETS =
  /\b(?:a la|à la) mode ?\( *([^()]{0,40}?\b(?:scoops?|ice cream|gelato)\b[^()]{0,40}?) *\)/g

/**
 * "a la mode": what is said with it (group 1: "w 1 scoop vanilla", "with ice cream"), and the rest of its clause with
 * the next one when that begins with an amount or "with", which may say its scoop (2: ", 1 piece w 1 scoop vanilla";
 * not ", coffee with ice cream later").
 */
const A_LA_MODE =
  /\b(?:a la|à la) mode\b( ?(?:w|with) (?:(?:a|an|one|two|\d+) )?(?:scoops?\b|(?:vanilla |chocolate )?(?:ice cream|gelato)\b))?(?=([^,;.\n]{0,40}(?:[,;] *(?:\d|a |an |one |two |w |with |\()[^,;.\n]{0,40})?))/g

/**
 * "pie a la mode" comes with a scoop of vanilla ice cream, unless its scoop is said: "a la mode w 1 scoop vanilla",
 * "a la mode, 1 piece w 1 scoop vanilla", "a la mode, 2 scoops", "a la mode (1 scoop vanilla)"; "a la mode w vanilla ice
 * cream" is a scoop of it.
 */
export function alaMode(text: string): string {
  return (
    text
      // (Scoops in brackets that name no ice cream are of vanilla: "(1 slice w 1 scoop)", "(big scoop)".)
      .replace(MODE_SCOOP_IN_BRACKETS, (_m, said: string) =>
        /\b(?:ice cream|gelato)\b/.test(said)
          ? `a la mode with ${said}`
          : `a la mode with ${(/(?:\b(?:\d+|a|an|one|two|three|big|large|small) )*scoops?\b/.exec(said) ?? ['a scoop'])[0]} of vanilla ice cream`,
      )
      .replace(MODE_THEN_SCOOPS, 'with $1 of vanilla ice cream')
      .replace(A_LA_MODE, (_m, said: string | undefined, after: string | undefined) => {
        if (said === undefined) {
          const scoopSaid = /\b(?:scoops?|ice cream|gelato)\b(?! (?:sandwich|sandwiches|bars?|cones?|cake|sundae))/
          return after && scoopSaid.test(after) ? ' ' : ' with a scoop of vanilla ice cream '
        }
        if (!/\d|\b(?:a|an|one|two|scoops?)\b/.test(said))
          return ` with a scoop of ${said.replace(/^ ?(?:w|with) /, '')}`
        return ` ${said}${/scoops?$/.test(said) ? ' of vanilla ice cream' : ''}`
      })
  )
}
