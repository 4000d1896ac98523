import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment'
import NodeEnvironment from 'jest-environment-node'
import {
  MessageChannel,
  moveMessagePortToContext,
  receiveMessageOnPort,
  type TransferListItem,
} from 'node:worker_threads'

/**
 * Jest's Node environment (the server project's, jest.config.ts), with a `structuredClone` whose copies belong to
 * the test file's realm, as they do in production. Jest runs each test file in a vm context but hands it Node's own
 * structuredClone, whose copies are objects of the outer realm (another `Object.prototype`). fastify-openapi-glue
 * clones the route schemas with it, and Fastify takes a header schema whose prototype is not `Object.prototype` for a
 * custom validator's: it does not lower-case its property names, so `Idempotency-Key` never matches the request's
 * `idempotency-key` and any header went unchecked under Jest. Here a clone goes through a MessageChannel (as Node
 * 20's own structuredClone does) whose receiving end is moved into the test file's context, so the copy is made there.
 */
export default class SameRealmEnvironment extends NodeEnvironment {
  private readonly channel = new MessageChannel()

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context)
    const vmContext = this.getVmContext()
    if (!vmContext) throw new Error('The Jest environment has no vm context')
    const { port1: sender, port2 } = this.channel
    const receiver = moveMessagePortToContext(port2, vmContext)
    // Neither end keeps the worker alive; teardown closes them.
    sender.unref()
    receiver.unref()
    this.global.structuredClone = function structuredClone(value: unknown, options?: StructuredSerializeOptions) {
      if (arguments.length === 0) throw new TypeError('The "value" argument must be specified')
      // The DOM's Transferable and Node's are the same objects under two types.
      sender.postMessage(value, options?.transfer as readonly TransferListItem[] | undefined)
      return receiveMessageOnPort(receiver)?.message
    }
  }

  async teardown(): Promise<void> {
    this.channel.port1.close()
    await super.teardown()
  }
}
