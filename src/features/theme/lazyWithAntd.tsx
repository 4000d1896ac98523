import { lazy, type ComponentType } from 'react'

/** Loads antd's theme (ConfigProvider and App), which the screens' chunks share. */
export const loadAntdTheme = () => import(/* webpackChunkName: "antd-theme" */ './AntdTheme')

/**
 * A lazily loaded part built with antd, with antd's theme around it, for the plain screens (the login screen's later
 * steps): its chunk and antd load when it is first shown.
 */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [{ AntdTheme }, Component] = await Promise.all([loadAntdTheme(), load()])
    function WithAntdTheme(props: P) {
      return (
        <AntdTheme>
          <Component {...props} />
        </AntdTheme>
      )
    }
    return { default: WithAntdTheme }
  })
}
