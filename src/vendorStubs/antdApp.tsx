import type { AppProps } from 'antd/es/app/App'
import AppContext, { AppConfigContext, type useAppProps } from 'antd/es/app/context'
import useStyle from 'antd/es/app/style'
import { ConfigContext } from 'antd/es/config-provider/context'
import useMessage from 'antd/es/message/useMessage'
import type { ModalFuncProps } from 'antd/es/modal/interface'
import { forwardRef, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState } from 'react'
import type { AppDialogApis } from './antdAppDialogs'

const AppDialogs = lazy(() =>
  import(/* webpackChunkName: "app-dialogs" */ './antdAppDialogs').then((m) => ({ default: m.AppDialogs })),
)

type ModalMethod = 'info' | 'success' | 'error' | 'warning' | 'confirm'
type NotificationMethod = 'success' | 'error' | 'info' | 'warning' | 'open' | 'destroy'
type ModalInstance = ReturnType<AppDialogApis['modal'][ModalMethod]>

/**
 * Stands in for antd's App in the production build (webpack.config.js): the same context (`App.useApp()` gives
 * `message`, `modal`, `notification`), but only `message` is built in, as every screen toasts. The code of `modal` and
 * `notification` (antd's Modal and notifications, ~20 KB gzip, used by two screens' error dialogs) loads on their first
 * call, which then runs; a modal's `destroy`, `update` and `then` wait for it.
 */
const App = forwardRef<HTMLDivElement, AppProps>(function App(
  { children, className, rootClassName, style, message: messageConfig, notification: notificationConfig },
  ref,
) {
  const { getPrefixCls } = useContext(ConfigContext)
  const prefixCls = getPrefixCls('app')
  const [hashId, cssVarCls] = useStyle(prefixCls)
  const parentConfig = useContext(AppConfigContext)
  const config = useMemo(
    () => ({
      message: { ...parentConfig.message, ...messageConfig },
      notification: { ...parentConfig.notification, ...notificationConfig },
    }),
    [parentConfig, messageConfig, notificationConfig],
  )
  const [message, messageHolder] = useMessage(config.message)
  const [dialogsWanted, setDialogsWanted] = useState(false)
  const dialogs = useRef<AppDialogApis | null>(null)
  const waiting = useRef<Array<(apis: AppDialogApis) => void>>([])

  const withDialogs = useCallback((call: (apis: AppDialogApis) => void) => {
    if (dialogs.current) return call(dialogs.current)
    waiting.current.push(call)
    setDialogsWanted(true)
  }, [])
  const onReady = useCallback((apis: AppDialogApis) => {
    dialogs.current = apis
    for (const call of waiting.current.splice(0)) call(apis)
  }, [])

  const value = useMemo<useAppProps>(() => {
    const modalCall = (method: ModalMethod) => (props: ModalFuncProps) => {
      let instance: ModalInstance | undefined
      const pending: Array<(instance: ModalInstance) => void> = []
      const closed = new Promise<boolean>((resolve) =>
        withDialogs(({ modal }) => {
          instance = modal[method](props)
          for (const run of pending.splice(0)) run(instance)
          void instance.then(resolve, () => resolve(false))
        }),
      )
      const onInstance = (run: (instance: ModalInstance) => void) => {
        if (instance) run(instance)
        else pending.push(run)
      }
      return {
        destroy: () => onInstance((shown) => shown.destroy()),
        update: (update: Parameters<ModalInstance['update']>[0]) => onInstance((shown) => shown.update(update)),
        then: <T,>(resolve: (confirmed: boolean) => T, reject: VoidFunction) =>
          closed.then(resolve, (error: unknown) => {
            reject()
            throw error
          }),
      }
    }
    const notificationCall =
      (method: NotificationMethod) =>
      (...args: unknown[]) =>
        withDialogs(({ notification }) => (notification[method] as (...a: unknown[]) => void)(...args))
    return {
      message,
      modal: {
        info: modalCall('info'),
        success: modalCall('success'),
        error: modalCall('error'),
        warning: modalCall('warning'),
        confirm: modalCall('confirm'),
      },
      notification: {
        success: notificationCall('success'),
        error: notificationCall('error'),
        info: notificationCall('info'),
        warning: notificationCall('warning'),
        open: notificationCall('open'),
        destroy: notificationCall('destroy'),
      },
    }
  }, [message, withDialogs])

  return (
    <AppContext.Provider value={value}>
      <AppConfigContext.Provider value={config}>
        <div
          ref={ref}
          className={[prefixCls, hashId, cssVarCls, className, rootClassName].filter(Boolean).join(' ')}
          style={style}
        >
          {messageHolder}
          {dialogsWanted && (
            <Suspense fallback={null}>
              <AppDialogs notificationConfig={config.notification} onReady={onReady} />
            </Suspense>
          )}
          {children}
        </div>
      </AppConfigContext.Provider>
    </AppContext.Provider>
  )
})

export default App
