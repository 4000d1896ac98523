import { StyleProvider } from '@ant-design/cssinjs'
import { screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { signedInState } from '../../testing/signedIn'

/**
 * Renders a Workouts component for user 42 with a real store at `route`. antd's generated styles go to a
 * detached element: jsdom resolves every role query's visibility check against them, which is slow.
 */
export function renderWorkouts(ui: ReactElement, route = '/workouts') {
  const styles = document.createElement('div')
  return renderWithProviders(<StyleProvider container={styles}>{ui}</StyleProvider>, {
    preloadedState: signedInState(),
    route,
  })
}

/** The open dialog titled `title`, if any (under Jest every antd dialog gets the same labelling id). */
export function queryDialog(title: string): HTMLElement | undefined {
  return screen
    .queryAllByRole('dialog')
    .find((dialog) => dialog.querySelector('.ant-modal-title')?.textContent === title)
}

/** Waits for the dialog titled `title`. */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = queryDialog(title)
    if (!dialog) throw new Error(`No open dialog titled "${title}"`)
    return dialog
  })
}
