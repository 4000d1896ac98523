import { isNearBottom } from './nearBottom'

describe('isNearBottom', () => {
  const page = { clientHeight: 800, scrollHeight: 3000 }

  it('is true within 200 px of the bottom', () => {
    expect(isNearBottom({ ...page, scrollTop: 2000 })).toBe(true)
    expect(isNearBottom({ ...page, scrollTop: 2200 })).toBe(true)
  })

  it('is false further up', () => {
    expect(isNearBottom({ ...page, scrollTop: 1999 })).toBe(false)
    expect(isNearBottom({ ...page, scrollTop: 0 })).toBe(false)
  })

  it('is true when the content does not fill the window', () => {
    expect(isNearBottom({ scrollTop: 0, clientHeight: 800, scrollHeight: 600 })).toBe(true)
  })
})
