import type { RouteHandlerMethod, RouteOptions } from 'fastify'

/** A handler, or route options with one, for one operationId. */
export type OperationHandler = RouteHandlerMethod | (Partial<RouteOptions> & { handler: RouteHandlerMethod })

export type Handlers = Record<string, OperationHandler>
