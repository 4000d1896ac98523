/** jsdom has no layout, so nothing ever resizes: a ResizeObserver that never reports is enough for antd. */
class NoopResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** antd's Form.useWatch batches through a MessageChannel, which the test environment lacks: a timer does the same. */
class TimerMessageChannel {
  readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null }
  readonly port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) }
}

/** Fills the gaps of jsdom that antd runs into: ResizeObserver, MessageChannel, getComputedStyle with a pseudo-element. */
export function fillJsdomGaps(): void {
  if (!('MessageChannel' in globalThis)) {
    Object.defineProperty(globalThis, 'MessageChannel', {
      configurable: true,
      writable: true,
      value: TimerMessageChannel,
    })
  }
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
