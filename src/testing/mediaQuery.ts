/**
 * A `window.matchMedia` for jsdom that answers width and colour-scheme queries from a fake screen the
 * tests control, and tells listeners when a change flips a query's answer.
 */
interface FakeScreen {
  width: number
  prefersDark: boolean
}

const defaults: FakeScreen = { width: 1280, prefersDark: false }
const screen: FakeScreen = { ...defaults }

type Listener = (event: MediaQueryListEvent) => void
const lists = new Set<FakeMediaQueryList>()

function evaluate(query: string): boolean {
  return query
    .split(/\s+and\s+/i)
    .map((part) => part.trim())
    .every((part) => {
      const width = /\((min|max)-width:\s*([\d.]+)px\)/i.exec(part)
      if (width) return width[1] === 'min' ? screen.width >= Number(width[2]) : screen.width <= Number(width[2])
      const scheme = /\(prefers-color-scheme:\s*(dark|light)\)/i.exec(part)
      if (scheme) return (scheme[1] === 'dark') === screen.prefersDark
      return false
    })
}

class FakeMediaQueryList {
  readonly media: string
  matches: boolean
  onchange: Listener | null = null
  private readonly listeners = new Set<Listener>()

  constructor(media: string) {
    this.media = media
    this.matches = evaluate(media)
    lists.add(this)
  }

  addEventListener(_type: 'change', listener: Listener) {
    this.listeners.add(listener)
  }
  removeEventListener(_type: 'change', listener: Listener) {
    this.listeners.delete(listener)
  }
  addListener(listener: Listener) {
    this.listeners.add(listener)
  }
  removeListener(listener: Listener) {
    this.listeners.delete(listener)
  }
  dispatchEvent() {
    return true
  }

  refresh() {
    const matches = evaluate(this.media)
    if (matches === this.matches) return
    this.matches = matches
    const event = { matches, media: this.media } as MediaQueryListEvent
    this.onchange?.(event)
    this.listeners.forEach((listener) => listener(event))
  }
}

function update(change: Partial<FakeScreen>) {
  Object.assign(screen, change)
  lists.forEach((list) => list.refresh())
}

/** Sets the fake viewport width in px (wrap in `act` once something is rendered). */
export function setViewportWidth(width: number): void {
  update({ width })
}

/** Sets the fake system colour-scheme preference (wrap in `act` once something is rendered). */
export function setSystemPrefersDark(prefersDark: boolean): void {
  update({ prefersDark })
}

/** Installs the fake on window and restores the default screen (1280 px wide, light). */
export function installMatchMedia(): void {
  lists.clear()
  Object.assign(screen, defaults)
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => new FakeMediaQueryList(query),
  })
}
