import { App as AntApp, ConfigProvider } from 'antd'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { appThemes } from '../features/theme/themes'
import { useThemeEffects } from '../features/theme/useThemeEffects'
import type { AppStore } from './store'

function ThemedApp({ children }: { children: ReactNode }) {
  const mode = useThemeEffects()
  return (
    <ConfigProvider theme={appThemes[mode]}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  )
}

/** Everything a screen needs around it: the store, the antd theme of the current mode and antd's App context. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemedApp>{children}</ThemedApp>
    </Provider>
  )
}
