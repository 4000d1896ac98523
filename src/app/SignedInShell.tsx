import { AntdTheme } from '../features/theme/AntdTheme'
import { Shell } from './Shell'

/** The signed-in frame with antd's theme around it: one chunk, loaded once signed in. */
export function SignedInShell() {
  return (
    <AntdTheme>
      <Shell />
    </AntdTheme>
  )
}
