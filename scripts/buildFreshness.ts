import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** What the production build is made from. */
const SOURCES = ['src', 'public', 'webpack.config.js', 'package-lock.json', 'tsconfig.json']

function newestChange(file: string): number {
  const stat = statSync(file)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(file).reduce((newest, entry) => Math.max(newest, newestChange(path.join(file, entry))), 0)
}

/** Whether dist/ was built after the last change to the web app's sources (then a bench can reuse it). */
export function isBuildFresh(root: string): boolean {
  const index = path.join(root, 'dist', 'index.html')
  if (!existsSync(index)) return false
  const built = statSync(index).mtimeMs
  return SOURCES.map((source) => path.join(root, source))
    .filter((source) => existsSync(source))
    .every((source) => newestChange(source) <= built)
}
