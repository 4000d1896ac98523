import { StyleProvider } from '@ant-design/cssinjs'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import AppContext from 'antd/es/app/context'
import { useContext, useState } from 'react'
import App from './antdApp'

/** A screen that uses what App.useApp() gives, as the app's screens do. */
function Screen() {
  const { message, modal, notification } = useContext(AppContext)
  const [answer, setAnswer] = useState('')
  return (
    <>
      <button onClick={() => void message.success('Meal logged')}>Toast</button>
      <button
        onClick={() => {
          const shown = modal.confirm({ title: 'Delete the meal?', okText: 'Delete' })
          void shown.then(
            (confirmed) => setAnswer(confirmed ? 'deleted' : 'kept'),
            () => setAnswer('failed'),
          )
        }}
      >
        Ask
      </button>
      <button onClick={() => notification.info({ title: 'Synced' })}>Notify</button>
      <output>{answer}</output>
    </>
  )
}

function renderApp() {
  const user = userEvent.setup()
  render(
    <StyleProvider container={document.createElement('div')}>
      <App>
        <Screen />
      </App>
    </StyleProvider>,
  )
  return user
}

describe('the App stand-in of the production build', () => {
  it('toasts through message at once', async () => {
    const user = renderApp()
    await user.click(screen.getByRole('button', { name: 'Toast' }))
    expect(await screen.findByText('Meal logged')).toBeInTheDocument()
  })

  it('shows a modal on its first call, while its code loads, and answers its then', async () => {
    const user = renderApp()
    await user.click(screen.getByRole('button', { name: 'Ask' }))
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('deleted'))
  })

  it('shows a notification on its first call', async () => {
    const user = renderApp()
    await user.click(screen.getByRole('button', { name: 'Notify' }))
    expect(await screen.findByText('Synced')).toBeInTheDocument()
  })
})
