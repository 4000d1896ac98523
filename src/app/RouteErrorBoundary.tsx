import { Component, type ReactNode } from 'react'
import { RouteError } from './RouteErrorPage'

interface Props {
  /** The current path: going elsewhere clears the error. */
  resetKey: string
  children: ReactNode
}

interface State {
  error: unknown
  errorKey: string | null
}

/**
 * Shows the error screen when a screen throws or its script chunk fails to load (docs/product.md §9), until the
 * path changes. The browser's router is the light, declarative one, which has no error screen of its own.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, errorKey: null }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.errorKey === null && state.error !== null) return { errorKey: props.resetKey }
    if (state.errorKey !== null && state.errorKey !== props.resetKey) return { error: null, errorKey: null }
    return null
  }

  render() {
    return this.state.error !== null ? <RouteError error={this.state.error} /> : this.props.children
  }
}
