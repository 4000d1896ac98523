import type { components } from '../../generated/openapi'

type Schemas = components['schemas']

/** A weigh-in as the API returns it (openapi `Weight`). */
export type WeightView = Schemas['Weight']

/** `POST /user/{id}/weights` (openapi `WeightCreate`). */
export type WeightCreateInput = Schemas['WeightCreate']

/** One calendar day of the progress window (openapi `ProgressDay`). */
export type ProgressDayView = Schemas['ProgressDay']

/** `GET /user/{id}/progress` (openapi `Progress`). */
export type ProgressView = Schemas['Progress']

/** A weigh-in as the algorithm reads it: a calendar day (YYYY-MM-DD) and kilograms. */
export interface WeighIn {
  date: string
  weightKg: number
}
