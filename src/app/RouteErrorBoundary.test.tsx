import { render, screen } from '@testing-library/react'
import { RouteErrorBoundary } from './RouteErrorBoundary'

function Broken(): never {
  throw new Error('Loading chunk 7 failed.')
}

describe('RouteErrorBoundary', () => {
  it('shows the error screen when a screen fails, and the screen again once the path changes', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/recipes">
        <Broken />
      </RouteErrorBoundary>,
    )

    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByText('Loading chunk 7 failed.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()

    rerender(
      <RouteErrorBoundary resetKey="/recipes">
        <p>Recipes</p>
      </RouteErrorBoundary>,
    )
    expect(screen.getByText('Loading chunk 7 failed.')).toBeInTheDocument()

    rerender(
      <RouteErrorBoundary resetKey="/food-log">
        <p>Food Log</p>
      </RouteErrorBoundary>,
    )
    expect(screen.getByText('Food Log')).toBeInTheDocument()
    expect(screen.queryByText('Loading chunk 7 failed.')).not.toBeInTheDocument()
    consoleError.mockRestore()
  })
})
