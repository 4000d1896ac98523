import { act, renderHook } from '@testing-library/react'
import { useDebouncedValue } from './useDebouncedValue'

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('settles on the last value after a pause', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: '' },
    })
    rerender({ value: 'o' })
    act(() => jest.advanceTimersByTime(200))
    rerender({ value: 'oa' })
    act(() => jest.advanceTimersByTime(200))
    expect(result.current).toBe('')

    act(() => jest.advanceTimersByTime(100))
    expect(result.current).toBe('oa')
  })
})
