import { countOf } from '../../lib/quantities/numberWords'
import { singular } from '../../lib/quantities/singular'

/** Pieces of a bird people name, each with its count or none. */
const PART = String.raw`(?:(?:\d|an?|one|two|three) )?(?:breasts?|thighs?|drumsticks?|legs?|wings?)`
/** "2pc original - breast & thigh", "2 pc original recipe (breast + thigh)": a count of pieces, then which ones. */
const PIECES_LISTED = new RegExp(
  String.raw`\b(\d|two|three|four|five|six|eight) ?(?:pc|pcs|pieces?)((?: (?:original|recipe|extra|crispy|spicy|mild|classic|dark|white|meat))*)(?: chicken)? ?[-:(]? ?(${PART}(?: ?(?:&|and|\+|n|,) ?${PART}){1,5}) ?\)?`,
  'g',
)

/** "turkey, white and dark": which meat of the bird, not egg white and dark chocolate. */
const BOTH_MEATS =
  /\b(turkey|chicken),? (?:both )?(?:white|dark) (?:meat )?(?:and|&|n|\+|\/) (?:dark|white)(?: meat)?\b(?! ?chocolate)/g

/**
 * Fried chicken ordered by its pieces, in a meal's lower-cased text: "kfc 2pc original - breast & thigh" is one
 * Original Recipe breast and one thigh, not two breasts and a thigh of another recipe; "3 piece - 2 thighs and a wing"
 * two thighs and a wing. Only when the pieces listed are as many as the count. (Dark or white meat is said by the
 * pieces, and "turkey, white and dark" is the turkey.)
 */
export function chickenPieces(text: string): string {
  return text.replace(BOTH_MEATS, '$1').replace(PIECES_LISTED, (m, n: string, said: string, parts: string) => {
    const kind = said.replace(/ (?:dark|white)(?: meat)?\b/g, '')
    const listed = parts.split(/ ?(?:&|\band\b|\+|\bn\b|,) ?/).map((part) => {
      const [, count, piece] = /^(?:(\S+) )?(\S+)$/.exec(part.trim()) ?? []
      return { count: count ? countOf(count) : 1, piece: singular(piece ?? part).replace(/^leg$/, 'drumstick') }
    })
    if (listed.reduce((sum, part) => sum + part.count, 0) !== countOf(n)) return m
    return listed.map((part) => `${part.count}${kind} ${part.count > 1 ? `${part.piece}s` : part.piece}`).join(', ')
  })
}
