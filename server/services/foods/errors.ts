/** What kind of rule a request broke: bad input, or a referenced record the user does not have. */
export type FoodLogErrorKind = 'invalid' | 'not_found'

/**
 * A broken rule of the foods, recipes and meals domain, with a message safe to show the user. Services throw it
 * instead of HTTP errors so they stay free of HTTP; the handlers turn it into 400 or 404.
 */
export class FoodLogError extends Error {
  constructor(
    readonly kind: FoodLogErrorKind,
    message: string,
  ) {
    super(message)
    this.name = 'FoodLogError'
  }
}

/** The input breaks a rule (answered 400). */
export const invalidInput = (message: string) => new FoodLogError('invalid', message)

/** A record the input refers to is not one of the user's (answered 404). */
export const missingRecord = (message: string) => new FoodLogError('not_found', message)
