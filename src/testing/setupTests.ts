import '@testing-library/jest-dom'
import { installMatchMedia } from './mediaQuery'
import { fillJsdomGaps } from './jsdomGaps'
import { server } from './server'

fillJsdomGaps()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

beforeEach(() => {
  localStorage.clear()
  installMatchMedia()
})

afterEach(() => server.resetHandlers())

afterAll(() => server.close())
