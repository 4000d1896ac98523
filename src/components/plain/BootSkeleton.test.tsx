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

/** Runs index.html's inline script as the browser does before the first paint. */
function runInlineScript() {
  const script = page.querySelector('head script:not([src])')?.textContent ?? ''
  new Function(script)()
}

afterEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute('data-theme')
  document.documentElement.removeAttribute('data-session')
})

describe('the skeleton of index.html', () => {
  it('is what the app shows while the first screen loads, so nothing changes when the app takes over', () => {
    const skeleton = page.querySelector('#root > .boot')
    expect(skeleton).not.toBeNull()
    const { container } = render(<BootSkeleton />)
    expect(withoutBlankText(container.firstElementChild!).isEqualNode(withoutBlankText(skeleton!))).toBe(true)
  })

  it('is styled in the head, before any script of the app loads', () => {
    const style = page.querySelector('head style')?.textContent ?? ''
    for (const rule of ['.boot-bar', '.boot-logo', '.boot-spinner', 'prefers-color-scheme:dark'])
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

  it('leaves the system preference in charge for `auto` and shows the signed-out skeleton without a session', () => {
    localStorage.setItem('themeMode', 'auto')
    runInlineScript()
    expect(document.documentElement).not.toHaveAttribute('data-theme')
    expect(document.documentElement).not.toHaveAttribute('data-session')
  })
})
