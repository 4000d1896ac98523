/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
import type { operations } from '../operations'
export interface ChatPaths {
  '/api/agent-chat': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Talk to the AI assistant
     * @description Sends the whole conversation (oldest first, the last message being the user's) and answers the whole conversation with the agent's reply appended; the client replaces its list with it. The server keeps no conversation state. The agent may use the user's foods, recipes, meals and workouts. Recipes it proposes are sent as structured `recipes` on its message (and are not saved until the client creates them) and, for clients that extract recipes from the text, also as a fenced json block `{"recipes": [...]}` at the end of the reply text (docs/product.md §5), which the client removes from what it shows. The agent's text is plain text, never HTML. `400` when the last message is not the user's or is blank; `502` when the configured model fails.
     */
    post: operations['agentChat']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
