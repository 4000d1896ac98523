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
  login: ['/login.1.js'],
  shell: ['/vendor-antd-shell.2.js', '/shell.3.js'],
  foodLog: ['/vendor-antd-shell.2.js', '/shell.3.js', '/food-log.4.js'],
  antdStyles: '/antd-first-view.5.css',
}

/** Runs index.html's inline script at `pathname` as the browser does before the first paint. */
function runInlineScript(pathname = '/login') {
  window.history.replaceState(null, '', pathname)
  const data = document.createElement('script')
  data.type = 'application/json'
  data.id = 'first-chunks'
  data.textContent = JSON.stringify(chunks)
  document.head.append(data)
  const script = page.querySelector('head script:not([src]):not([type])')?.textContent ?? ''
  new Function(script)()
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) =>
    link.getAttribute('href'),
  )

afterEach(() => {
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

  it("loads the first view's antd stylesheet first in the head for someone signed in, and not signed out", () => {
    const stylesheets = () =>
      [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))
    runInlineScript('/login')
    expect(stylesheets()).toEqual([])
    localStorage.setItem('userId', '42')
    runInlineScript('/recipes')
    expect(stylesheets()).toEqual([chunks.antdStyles])
    expect(document.head.firstElementChild).toHaveAttribute('href', chunks.antdStyles)
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
