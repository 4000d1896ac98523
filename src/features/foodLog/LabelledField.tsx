import { theme } from 'antd'
import type { ReactNode } from 'react'

/**
 * A form field as antd's vertical Form.Item draws it (label above, 24 px below, the error in that space, so showing it
 * moves nothing), for the Log a Meal form, which does without antd's Form (~9 KB gzip on the Food Log's first load).
 */
export function LabelledField({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error?: string | null
  children: ReactNode
}) {
  const { token } = theme.useToken()
  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorTextHeading }}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}_help`} role="alert" style={{ minHeight: token.marginLG, color: token.colorError }}>
          {error}
        </div>
      )}
    </div>
  )
}
