import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'
import { installMatchMedia } from './mediaQuery'
import { fillJsdomGaps } from './jsdomGaps'
import { server } from './server'

fillJsdomGaps()

// findBy… and waitFor wait up to 5 s, not 1: screens load their lazy parts (antd forms, dialogs) on demand, and on a
// machine busy with the other test files (CI: 2 cores, 2 workers) the first load of such a chunk can take seconds.
// A wait only ends early; a test that passes sooner is not slowed down.
configure({ asyncUtilTimeout: 5000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

beforeEach(() => {
  localStorage.clear()
  installMatchMedia()
})

afterEach(() => server.resetHandlers())

afterAll(() => server.close())
