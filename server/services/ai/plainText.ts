const TAG = /<\/?[a-z][^>]*>/gi
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi

/**
 * Model or user text made safe to show as plain text: HTML elements are removed (a script's or style's content
 * with them), so nothing in it can be executed even by a careless renderer. Markdown-like text is kept.
 */
export function plainText(text: string): string {
  return text
    .replace(SCRIPT_OR_STYLE, '')
    .replace(TAG, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
