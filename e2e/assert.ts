/** Throws with the message when the condition is false. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}
