import { act, render, screen } from '@testing-library/react'
import { NoticeHost } from './NoticeHost'
import { NOTICE_DURATION_MS, showNotice } from './notices'

describe('plain notices', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('shows a notice at once, read out politely, and takes it away after 3 s', () => {
    render(<NoticeHost />)
    act(() => showNotice('Login successful!'))

    expect(screen.getByRole('status')).toHaveTextContent('Login successful!')
    act(() => jest.advanceTimersByTime(NOTICE_DURATION_MS - 1))
    expect(screen.getByText('Login successful!')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument()
  })

  it('keeps showing a notice given before the host mounted, as when the app moves on to the next screen', () => {
    showNotice('Login successful!')
    render(<NoticeHost />)

    expect(screen.getByText('Login successful!')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(NOTICE_DURATION_MS))
  })
})
