import { App as AntApp, ConfigProvider } from 'antd'
import type { ReactNode } from 'react'
import { useAppSelector } from '../../app/hooks'
import { selectResolvedTheme } from './themeSlice'
import { appThemes } from './themes'

/**
 * antd's theme of the mode shown and its App context (message, modal, notification), around the screens built with
 * antd. It loads with them: the login screen's first view is plain HTML and does not wait for antd.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectResolvedTheme)
  return (
    <ConfigProvider theme={appThemes[mode]}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  )
}
