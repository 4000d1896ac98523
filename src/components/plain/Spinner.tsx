interface SpinnerProps {
  size?: 'small' | 'large'
  /** Inside a control that already says it is busy: hidden from assistive technology. */
  decorative?: boolean
}

/** A spinning ring drawn with CSS. */
export function Spinner({ size = 'large', decorative = false }: SpinnerProps) {
  const className = `mt-spinner mt-spinner-${size}`
  if (decorative) return <span className={className} aria-hidden="true" />
  return <span className={className} role="img" aria-label="Loading" />
}

/** The spinner shown while a screen's code loads, centred as antd's page spinner is. */
export function LoadingScreen() {
  return (
    <div className="mt-loading-screen">
      <Spinner />
    </div>
  )
}
