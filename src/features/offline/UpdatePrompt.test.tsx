import { screen } from '@testing-library/react'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { UpdatePrompt } from './UpdatePrompt'

describe('UpdatePrompt', () => {
  it('offers a reload once a new version is waiting, and activates it on click', async () => {
    const activate = jest.fn()
    let announce: ((activate: () => void) => void) | undefined
    const { user } = renderWithProviders(<UpdatePrompt register={(onUpdate) => (announce = onUpdate)} />)
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument()

    announce?.(activate)

    expect(await screen.findByText('A new version is available')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reload' }))
    expect(activate).toHaveBeenCalledTimes(1)
  })
})
