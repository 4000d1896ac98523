import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify'
import type { operations } from '../generated/openapi'

/** Every operationId of openapi.yaml. */
export type OperationId = keyof operations

/** `unknown` where openapi.yaml declares nothing (openapi-typescript writes `never`). */
type Declared<T> = [T] extends [never] ? unknown : [T] extends [undefined] ? unknown : T

/** The JSON body of an operation, as openapi.yaml declares it (and the router has validated). */
export type BodyOf<Op extends OperationId> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer Body } }
}
  ? Declared<Body>
  : unknown

/** The path parameters of an operation. */
export type PathOf<Op extends OperationId> = Declared<NonNullable<operations[Op]['parameters']['path']>>

/** The query string of an operation (after the router's coercion of numbers and booleans). */
export type QueryOf<Op extends OperationId> = Declared<NonNullable<operations[Op]['parameters']['query']>>

/** A request to one operation, typed from openapi.yaml: no handler casts what the router has validated. */
export type OperationRequest<Op extends OperationId> = FastifyRequest<{
  Body: BodyOf<Op>
  Params: PathOf<Op>
  Querystring: QueryOf<Op>
}>

/** The handler of one operation. */
export type OperationHandler<Op extends OperationId> = (
  this: FastifyInstance,
  request: OperationRequest<Op>,
  reply: FastifyReply,
) => unknown

/** Handlers by operationId, each typed by its own operation. */
export type Handlers = { [Op in OperationId]?: OperationHandler<Op> }

/** The router's view of a handler: the types above are what openapi.yaml validated, so this is the one cast. */
export const asRouteHandler = (handler: OperationHandler<OperationId>) => handler as unknown as RouteHandlerMethod
