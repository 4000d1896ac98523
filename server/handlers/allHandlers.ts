import type { FastifyInstance } from 'fastify'
import { accountHandlers } from './auth'
import { barcodeHandlers } from './barcodes'
import { chatHandlers } from './chat'
import { configHandlers } from './config'
import { insightsHandlers } from './insights'
import { foodLogHandlers } from './meals'
import { nutritionHandlers } from './nutrition'
import { portabilityHandlers } from './portability'
import { progressHandlers } from './progress'
import { stravaHandlers } from './strava'
import { workoutHandlers } from './workouts'

import type { Handlers } from './handlerTypes'

/** Every implemented operation, by operationId; the rest answer 501 until they land. */
export function allHandlers(app: FastifyInstance): Handlers {
  return {
    ...accountHandlers(app),
    ...barcodeHandlers(app),
    ...configHandlers(app),
    ...insightsHandlers(app),
    ...chatHandlers(app),
    ...foodLogHandlers(app),
    ...nutritionHandlers(app),
    ...portabilityHandlers(app),
    ...progressHandlers(app),
    ...stravaHandlers(app),
    ...workoutHandlers(app),
  }
}
