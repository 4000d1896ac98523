import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { minify } from 'html-minifier-terser'
import { inlineScriptSources } from './security'

/** public/index.html as the build fills it in (webpack.config.js: the first-chunks JSON). */
const template = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8').replace(
  '<%= firstScreenChunks %>',
  JSON.stringify({ app: ['/runtime.1.js', '/main.2.js'], login: [], shell: [], foodLog: [], antdStyles: null }),
)

/** The texts of the page's scripts that run: inline, with no `src` and no data type. */
function runningScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|type=["']?application\/json/.test(attributes))
    .map(([, , text]) => text)
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The CSP sources the server allows for a built index.html. */
function allowedFor(html: string): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'macro-tracker-index-'))
  try {
    writeFileSync(path.join(dir, 'index.html'), html)
    return inlineScriptSources(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe("the CSP of index.html's inline scripts", () => {
  // The app starts from an inline script: one the CSP blocked would leave the skeleton on screen for good.
  it('allows every script of the page that runs, and nothing else, as written and as the build minifies it', async () => {
    const minified = await minify(template, {
      collapseWhitespace: true,
      keepClosingSlash: true,
      removeComments: true,
      removeRedundantAttributes: true,
      removeScriptTypeAttributes: true,
      removeStyleLinkTypeAttributes: true,
      useShortDoctype: true,
      minifyJS: true,
    })
    for (const html of [template, minified]) {
      const scripts = runningScripts(html)
      expect(scripts).toHaveLength(2)
      expect(allowedFor(html).sort()).toEqual(scripts.map(sha256).sort())
    }
  })
})
