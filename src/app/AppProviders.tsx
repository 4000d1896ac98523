import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { NoticeHost } from '../components/plain/NoticeHost'
import { useThemeEffects } from '../features/theme/useThemeEffects'
import type { AppStore } from './store'

function ThemeEffects() {
  useThemeEffects()
  return null
}

/**
 * Everything every screen needs around it: the store, the theme applied to the page, and the plain notices. No antd
 * here, so the first screen does not wait for it: the screens built with antd bring its theme (AntdTheme) along.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeEffects />
      {children}
      <NoticeHost />
    </Provider>
  )
}
