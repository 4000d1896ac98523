import { Outlet } from 'react-router-dom'
import { AntdTheme } from '../features/theme/AntdTheme'

/** The public screens built with antd (password reset, email links) under antd's theme. */
export function AntdOutlet() {
  return (
    <AntdTheme>
      <Outlet />
    </AntdTheme>
  )
}
