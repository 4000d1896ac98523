/** jsdom has no layout, so nothing ever resizes: a ResizeObserver that never reports is enough for antd. */
class NoopResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Fills the gaps of jsdom that antd runs into: ResizeObserver, and getComputedStyle with a pseudo-element. */
export function fillJsdomGaps(): void {
  if (!('ResizeObserver' in globalThis)) {
    Object.defineProperty(globalThis, 'ResizeObserver', {
      configurable: true,
      writable: true,
      value: NoopResizeObserver,
    })
  }
  // antd measures the scrollbar through '::-webkit-scrollbar', which jsdom reports as not implemented.
  const getComputedStyle = window.getComputedStyle.bind(window)
  window.getComputedStyle = (element: Element) => getComputedStyle(element)
}
