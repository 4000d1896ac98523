/** The recipe to open, as Go to Recipe of the Unique Foods screen hands it over in the router state. */
export function openRecipeIdFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('openRecipeId' in state)) return null
  return typeof state.openRecipeId === 'string' && state.openRecipeId ? state.openRecipeId : null
}
