import { invalid, notFound } from '../../lib/domainErrors'

/** The input breaks a rule of the foods, recipes and meals domain (answered 400). */
export const invalidInput = invalid

/** A record the input refers to is not one of the user's (answered 404). */
export const missingRecord = notFound
