import AntdLoadingIcon from 'antd/es/button/DefaultLoadingIcon'
import { type ComponentProps, useState } from 'react'

type LoadingIconProps = ComponentProps<typeof AntdLoadingIcon>

/**
 * Stands in for antd's Button loading icon in the production build (webpack.config.js). antd renders it in every
 * Button without an `icon`, loading or not, as a CSSMotion whose layout effect sets its state twice as it mounts: a
 * screen with a list of 30 such buttons (the food picker's rows) made 60 synchronous re-renders inside one commit,
 * which also pulled the screen's passive effects into the same long task. This one renders nothing until the button
 * first loads, then antd's own icon, which makes its entrance as before (antd animates a button that starts loading
 * after it mounted). What shows does not change: antd's icon draws nothing while not loading.
 */
export default function ButtonLoadingIcon(props: LoadingIconProps) {
  const [loaded, setLoaded] = useState(Boolean(props.loading))
  if (props.loading && !loaded) setLoaded(true)
  if (!props.existIcon && !loaded && !props.loading) return null
  return <AntdLoadingIcon {...props} />
}
