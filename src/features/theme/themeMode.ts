import type { ResolvedTheme } from './themes'

/** The user's choice: a fixed mode, or `auto` to follow the system preference. */
export type ThemeMode = 'light' | 'dark' | 'auto'

/** localStorage key of the theme (docs/product.md §3). */
export const themeModeKey = 'themeMode'

/** The media query of the system dark preference. */
export const darkSchemeQuery = '(prefers-color-scheme: dark)'

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark' || value === 'auto'
}

/** The mode actually shown: `auto` follows the system preference. */
export function resolveTheme(mode: ThemeMode, systemPrefersDark: boolean): ResolvedTheme {
  if (mode === 'auto') return systemPrefersDark ? 'dark' : 'light'
  return mode
}

/** Whether the system asks for dark colours now (false where matchMedia is missing). */
export function systemPrefersDarkNow(): boolean {
  try {
    return globalThis.matchMedia?.(darkSchemeQuery).matches ?? false
  } catch {
    return false
  }
}

/** The theme saved by a previous visit, or null. */
export function readStoredThemeMode(): ThemeMode | null {
  try {
    const value = globalThis.localStorage?.getItem(themeModeKey)
    return isThemeMode(value) ? value : null
  } catch {
    return null
  }
}
