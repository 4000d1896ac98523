import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Spinner } from './Spinner'

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** `primary`: the screen's main action; `link`: a text button. */
  variant?: 'primary' | 'default' | 'link'
  size?: 'middle' | 'large'
  block?: boolean
  /** Shows a spinner and ignores clicks while the action runs. */
  loading?: boolean
  htmlType?: 'button' | 'submit'
  children: ReactNode
}

/** A button drawn like antd's. */
export function Button({
  variant = 'default',
  size = 'middle',
  block = false,
  loading = false,
  htmlType = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['mt-button', `mt-button-${variant}`, size === 'large' && 'mt-button-large', block && 'mt-block']
  return (
    <button
      {...rest}
      type={htmlType}
      className={[...classes, className].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault()
        else onClick?.(event)
      }}
    >
      {loading && <Spinner size="small" decorative />}
      <span>{children}</span>
    </button>
  )
}
