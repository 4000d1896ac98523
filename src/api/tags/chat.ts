import type { EndpointTags } from './tagTypes'

/** Cache tags of the agent chat: a chat turn refetches no cached query (its answer goes to the chat slice). */
export const chatTags: EndpointTags = {
  agentChat: { invalidatesTags: [] },
}
