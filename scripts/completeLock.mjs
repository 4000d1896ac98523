// The npm registry these machines reach holds only the Linux builds of a few native packages (@swc/core-*,
// @unrs/resolver-binding-*), so `npm install` writes a package-lock.json without the other platforms' optional
// binaries and `npm ci` then refuses it as out of sync. This adds each missing optional binary back as an entry
// that names its os and cpu: npm ci skips it on every other platform without fetching it.
// Run after any `npm install` that rewrites the lock file: node scripts/completeLock.mjs
import { readFileSync, writeFileSync } from 'node:fs'

const LOCK = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(LOCK, 'utf8'))
const OSES = new Set([
  'aix',
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
])

/** `@swc/core-linux-arm64-musl` → { os: ['linux'], cpu: ['arm64'], libc: ['musl'] } */
const platformOf = (name) => {
  const parts = name.split('/').pop().split('-')
  const at = parts.findIndex((part) => OSES.has(part))
  if (at < 0 || at + 1 >= parts.length) return undefined
  const [os, cpu, abi] = parts.slice(at)
  const libc = os === 'linux' && abi ? (abi.startsWith('musl') ? ['musl'] : ['glibc']) : undefined
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) }
}

let added = 0
for (const [where, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${where ? `${where}/` : ''}node_modules/${name}`
    const hoisted = `node_modules/${name}`
    if (lock.packages[key] || lock.packages[hoisted]) continue
    const platform = platformOf(name)
    if (!platform) continue
    lock.packages[hoisted] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform }
    added += 1
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: ${added} optional platform binaries added`)
