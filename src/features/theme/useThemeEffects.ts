import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { darkSchemeQuery, themeModeKey } from './themeMode'
import { selectResolvedTheme, selectThemeMode, systemThemeChanged } from './themeSlice'
import type { ResolvedTheme } from './themes'

/** Marks the page body with the shown theme (a `data-theme` attribute and a `theme-<mode>` class). */
export function applyThemeToBody(mode: ResolvedTheme): void {
  const body = document.body
  body.dataset.theme = mode
  body.classList.toggle('theme-dark', mode === 'dark')
  body.classList.toggle('theme-light', mode === 'light')
  body.style.colorScheme = mode
}

/**
 * Keeps the page in step with the theme: saves the chosen mode (`auto` included, so it keeps following the system after
 * a reload or sign-out), applies the shown one, and follows the system preference.
 */
export function useThemeEffects(): ResolvedTheme {
  const dispatch = useAppDispatch()
  const chosen = useAppSelector(selectThemeMode)
  const mode = useAppSelector(selectResolvedTheme)

  useEffect(() => {
    try {
      localStorage.setItem(themeModeKey, chosen)
    } catch {
      // Storage may be unavailable (private mode); the theme still applies for this visit.
    }
  }, [chosen])

  useEffect(() => applyThemeToBody(mode), [mode])

  useEffect(() => {
    const query = globalThis.matchMedia?.(darkSchemeQuery)
    if (!query) return
    const onChange = (event: MediaQueryListEvent) => dispatch(systemThemeChanged(event.matches))
    dispatch(systemThemeChanged(query.matches))
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [dispatch])

  return mode
}
