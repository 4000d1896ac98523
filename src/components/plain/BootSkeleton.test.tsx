import { render } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BootSkeleton } from './BootSkeleton'

const html = readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8')
const page = new DOMParser().parseFromString(html, 'text/html')

/** A copy of the element without the whitespace between tags. */
function withoutBlankText(element: Element): Element {
  const copy = element.cloneNode(true) as Element
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT)
  const blank: Node[] = []
  while (walker.nextNode()) if (!walker.currentNode.textContent?.trim()) blank.push(walker.currentNode)
  for (const node of blank) node.parentNode?.removeChild(node)
  return copy
}

/** The first screens' scripts as the build fills them in (webpack.config.js firstScreenChunks). */
const chunks = {
  app: ['/runtime.6.js', '/vendor-react.7.js', '/main.8.js'],
  login: ['/login.1.js'],
  shell: ['/vendor-antd-shell.2.js', '/shell.3.js'],
  foodLog: ['/vendor-antd-shell.2.js', '/shell.3.js', '/food-log.4.js'],
  antdStyles: '/antd-first-view.5.css',
}

/** index.html's inline scripts: the first applies the session and theme, the second starts the app. */
const inlineScripts = [...page.querySelectorAll('head script:not([src]):not([type])')].map((s) => s.textContent ?? '')

/** Runs index.html's inline scripts at `pathname` as the browser does before the first paint. */
function runInlineScript(pathname = '/login') {
  window.history.replaceState(null, '', pathname)
  const data = document.createElement('script')
  data.type = 'application/json'
  data.id = 'first-chunks'
  data.textContent = JSON.stringify(chunks)
  document.head.append(data)
  for (const script of inlineScripts) new Function(script)()
}

const appScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => [
    script.getAttribute('src'),
    script.async,
  ])

const stylesheets = () =>
  [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))

/** The first screen's scripts preloaded (at a low priority, after the app's own). */
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"][fetchpriority="low"]')].map(
    (link) => link.getAttribute('href'),
  )

afterEach(() => {
  for (const name of ['antdFirstViewStyles', 'antdFirstViewLink', 'firstScreenScripts'])
    Reflect.deleteProperty(window, name)
  localStorage.clear()
  document.documentElement.removeAttribute('data-theme')
  document.documentElement.removeAttribute('data-session')
  document.documentElement.removeAttribute('data-screen')
  document.head.innerHTML = ''
})

describe('the skeleton of index.html', () => {
  it('is what the app shows while the first screen loads, so nothing changes when the app takes over', () => {
    const skeleton = page.querySelector('#root > .boot')
    expect(skeleton).not.toBeNull()
    const { container } = render(<BootSkeleton />)
    expect(withoutBlankText(container.firstElementChild!).isEqualNode(withoutBlankText(skeleton!))).toBe(true)
  })

  it('is styled in the head, before any script of the app loads', () => {
    const style = (page.querySelector('head style')?.textContent ?? '').replace(/\s+/g, '')
    for (const rule of ['.boot-bar', '.boot-title', '.boot-logo', '.boot-spinner', 'prefers-color-scheme:dark'])
      expect(style).toContain(rule)
  })
})

describe('the inline script of index.html', () => {
  // The listeners the scripts add to the document, taken away after each test (the document outlives it).
  const listeners: Array<[string, EventListenerOrEventListenerObject]> = []
  beforeEach(() => {
    jest.useFakeTimers()
    const add = document.addEventListener.bind(document)
    jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push([type, listener])
      add(type, listener, options)
    })
  })
  afterEach(() => {
    for (const [type, listener] of listeners.splice(0)) document.removeEventListener(type, listener)
    jest.runOnlyPendingTimers()
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('applies a stored light or dark theme and says someone is signed in', () => {
    localStorage.setItem('themeMode', 'dark')
    localStorage.setItem('userId', '42')
    runInlineScript()
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark')
    expect(document.documentElement).toHaveAttribute('data-session')
  })

  it('preloads the login screen for someone signed out, the frame and the Food Log for someone signed in', () => {
    runInlineScript('/login')
    expect(preloaded()).toEqual(chunks.login)
    document.head.innerHTML = ''
    localStorage.setItem('userId', '42')
    runInlineScript('/food-log')
    expect(preloaded()).toEqual(chunks.foodLog)
    document.head.innerHTML = ''
    runInlineScript('/recipes')
    expect(preloaded()).toEqual(chunks.shell)
  })

  it("shows the Food Log's title for someone signed in on the screens that open it, and only there", () => {
    localStorage.setItem('userId', '42')
    for (const pathname of ['/', '/food-log', '/login']) {
      document.documentElement.removeAttribute('data-screen')
      runInlineScript(pathname)
      expect(document.documentElement).toHaveAttribute('data-screen', 'food-log')
    }
    document.documentElement.removeAttribute('data-screen')
    runInlineScript('/recipes')
    expect(document.documentElement).not.toHaveAttribute('data-screen')
    localStorage.clear()
    runInlineScript('/food-log')
    expect(document.documentElement).not.toHaveAttribute('data-screen')
  })

  it("loads the first view's antd stylesheet first in the head after the first paint for someone signed in", async () => {
    runInlineScript('/login')
    jest.advanceTimersByTime(1000)
    expect(stylesheets()).toEqual([])
    expect(window.antdFirstViewStyles).toBeUndefined()
    localStorage.setItem('userId', '42')
    runInlineScript('/recipes')
    document.dispatchEvent(new Event('DOMContentLoaded'))
    // Not before the first paint: the skeleton draws without waiting for it.
    expect(stylesheets()).toEqual([])
    jest.advanceTimersByTime(20)
    expect(stylesheets()).toEqual([chunks.antdStyles])
    expect(document.head.firstElementChild).toHaveAttribute('href', chunks.antdStyles)
    // The app waits for it to load (src/app/antdFirstViewStyles.ts).
    let loaded = false
    void window.antdFirstViewStyles?.then(() => (loaded = true))
    await Promise.resolve()
    expect(loaded).toBe(false)
    document.head.firstElementChild?.dispatchEvent(new Event('load'))
    await Promise.resolve()
    expect(loaded).toBe(true)
    jest.advanceTimersByTime(1000)
    expect(stylesheets()).toEqual([chunks.antdStyles])
  })

  it('adds the stylesheet in a tab that draws no frame until shown', () => {
    localStorage.setItem('userId', '42')
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    runInlineScript('/food-log')
    document.dispatchEvent(new Event('DOMContentLoaded'))
    jest.advanceTimersByTime(499)
    expect(stylesheets()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(stylesheets()).toEqual([chunks.antdStyles])
  })

  it("downloads the app's scripts at once and runs them in order once the page is parsed and painted", () => {
    runInlineScript('/login')
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]:not([fetchpriority])')]
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(chunks.app)
    jest.advanceTimersByTime(1000)
    expect(appScripts()).toEqual([])
    document.dispatchEvent(new Event('DOMContentLoaded'))
    expect(appScripts()).toEqual([])
    jest.advanceTimersByTime(20)
    expect(appScripts()).toEqual(chunks.app.map((src) => [src, false]))
    jest.advanceTimersByTime(1000)
    expect(appScripts()).toHaveLength(chunks.app.length)
  })

  it('starts the app in a tab that draws no frame until shown, and when the browser refuses its storage', () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    runInlineScript('/food-log')
    document.dispatchEvent(new Event('DOMContentLoaded'))
    jest.advanceTimersByTime(499)
    expect(appScripts()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(appScripts()).toEqual(chunks.app.map((src) => [src, false]))
  })

  it('preloads nothing on the password reset and email link pages', () => {
    runInlineScript('/reset-password')
    expect(preloaded()).toEqual([])
  })

  it('leaves the system preference in charge for `auto` and shows the signed-out skeleton without a session', () => {
    localStorage.setItem('themeMode', 'auto')
    runInlineScript()
    expect(document.documentElement).not.toHaveAttribute('data-theme')
    expect(document.documentElement).not.toHaveAttribute('data-session')
  })
})
