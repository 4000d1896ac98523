import { useId, type InputHTMLAttributes } from 'react'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'size'> {
  label: string
  /** A message under the field, read out when it appears. */
  error?: string | null
  size?: 'middle' | 'large'
}

/** A labelled input with its error message, drawn like an antd form item. */
export function TextField({ label, error, size = 'middle', className, ...input }: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="mt-field">
      <label className="mt-field-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={['mt-input', size === 'large' && 'mt-input-large', error && 'mt-input-error', className]
          .filter(Boolean)
          .join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <div id={errorId} className="mt-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  )
}
