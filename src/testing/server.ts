import { setupServer } from 'msw/node'
import { defaultHandlers } from './handlers'

/** The fake API of the web tests; a request no handler answers fails the test (onUnhandledRequest 'error'). */
export const server = setupServer(...defaultHandlers)
