import { StyleProvider } from '@ant-design/cssinjs'
import { screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { signedInState } from '../../testing/signedIn'

/**
 * Renders a Food Log component for user 42 with a real store. antd's generated styles go to a detached
 * element: jsdom resolves every role query's visibility check against them, which on a screen this size
 * costs seconds per query; visibility is asserted explicitly where it matters.
 */
export function renderFoodLog(ui: ReactElement) {
  const styles = document.createElement('div')
  return renderWithProviders(<StyleProvider container={styles}>{ui}</StyleProvider>, {
    preloadedState: signedInState(),
  })
}

/** The open dialog titled `title`, if any. */
export function queryDialog(title: string): HTMLElement | undefined {
  return screen
    .queryAllByRole('dialog')
    .find((dialog) => dialog.querySelector('.ant-modal-title')?.textContent === title)
}

/**
 * Waits for the dialog titled `title`. Under Jest rc-dialog labels every dialog with the same id ("test-id"),
 * so once two are open their accessible names clash and a role query by name cannot tell them apart.
 */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = queryDialog(title)
    if (!dialog) throw new Error(`No open dialog titled "${title}"`)
    return dialog
  })
}

/** The meal type the Log a Meal form shows: in its stand-in before the select is first opened, or in antd's Select. */
export function shownMealType(): string | null {
  const box = screen.getByRole('combobox', { name: 'Meal Type' })
  if (box instanceof HTMLInputElement && box.readOnly) return box.value
  return box.closest('.ant-select')?.textContent ?? null
}
