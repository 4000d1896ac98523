import { generateEndpoints } from '@rtk-query/codegen-openapi'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import { format, resolveConfig } from 'prettier'
import config from '../openapi-config'
import { splitServerTypes } from './serverTypesSplit'

const root = path.join(__dirname, '..')
export const generatedApiFile = path.join(root, 'src/api/generatedApi.ts')
/** The server's types: an index, and one file for each part of the OpenAPI document openapi-typescript writes. */
export const serverTypesFile = path.join(root, 'server/generated/openapi.ts')
const serverTypesDir = path.join(root, 'server/generated/openapi')

const BANNER = `/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by \`npm run codegen\` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
`

/** The generated RTK Query client for the current openapi.yaml, with its banner, formatted by prettier. */
export async function generateApiSource(): Promise<string> {
  // Generate next to the real file so the import of emptyApi is the same relative path.
  // Paths relative to the root (the codegen only writes a relative import for an apiFile starting with '.').
  process.chdir(root)
  const scratch = `./src/api/.generatedApi.${process.pid}.${Date.now()}.ts`
  try {
    await generateEndpoints({ ...config, outputFile: scratch })
    const prettierOptions = { ...(await resolveConfig(generatedApiFile)), filepath: generatedApiFile }
    return format(BANNER + readFileSync(scratch, 'utf8'), prettierOptions)
  } finally {
    rmSync(scratch, { force: true })
  }
}

/** `source` with the banner (unless told otherwise), formatted by prettier as `file`. */
async function formatted(file: string, source: string, banner = BANNER): Promise<string> {
  return format(banner + source, { ...(await resolveConfig(file)), filepath: file })
}

/** What openapi-typescript declares, each held by one of the server types files. */
const SERVER_TYPE_NAMES = ['paths', 'webhooks', 'components', '$defs', 'operations']

/**
 * The server's request and response types for the current openapi.yaml (openapi-typescript): an index that exports
 * `paths`, `components` and `operations` (`server/generated/openapi.ts`, which handlers and services import), a file for
 * each of them, and their members by tag under `server/generated/openapi/` (scripts/serverTypesSplit.ts).
 */
export async function generateServerTypesSources(): Promise<{ file: string; source: string }[]> {
  const yamlFile = path.join(root, 'openapi.yaml')
  const ast = await openapiTS(pathToFileURL(yamlFile))
  const declared = (node: unknown): string => (node as { name?: { text?: string } }).name?.text ?? ''
  const unknown = ast.map(declared).filter((name) => !SERVER_TYPE_NAMES.includes(name))
  if (unknown.length > 0) throw new Error(`openapi-typescript declared what no server types file holds: ${unknown}`)
  const part = (names: string[]) =>
    formatted(serverTypesFile, astToString(ast.filter((node) => names.includes(declared(node)))), '')
  const files = splitServerTypes(
    {
      paths: await part(['paths', 'webhooks']),
      components: await part(['components', '$defs']),
      operations: await part(['operations']),
    },
    readFileSync(yamlFile, 'utf8'),
  )
  const index =
    "export type { paths, webhooks } from './openapi/paths'\n" +
    "export type { components, $defs } from './openapi/components'\n" +
    "export type { operations } from './openapi/operations'\n"
  return Promise.all(
    [
      { file: serverTypesFile, source: index },
      ...files.map(({ file, source }) => ({ file: path.join(serverTypesDir, file), source })),
    ].map(async ({ file, source }) => ({ file, source: await formatted(file, source) })),
  )
}

/** Every generated file and its source for the current openapi.yaml. */
async function outputs(): Promise<{ file: string; source: string }[]> {
  return [{ file: generatedApiFile, source: await generateApiSource() }, ...(await generateServerTypesSources())]
}

/** Writes every generated file, or with `--check` writes nothing and fails naming the files that are stale. */
async function main(check: boolean): Promise<void> {
  const stale: string[] = []
  const files = await outputs()
  // A file left from a tag openapi.yaml no longer has is stale too; writing starts the folder afresh.
  const written = new Set(files.map(({ file }) => file))
  const left = (
    existsSync(serverTypesDir)
      ? readdirSync(serverTypesDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
      : []
  )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !written.has(file))
  if (check) stale.push(...left.map((file) => path.relative(root, file)))
  else rmSync(serverTypesDir, { recursive: true, force: true })
  for (const { file, source } of files) {
    const name = path.relative(root, file)
    if (check) {
      const current = (() => {
        try {
          return readFileSync(file, 'utf8')
        } catch {
          return ''
        }
      })()
      if (current !== source) stale.push(name)
      continue
    }
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, source)
    console.log(`Wrote ${name}`)
  }
  if (stale.length > 0) {
    console.error(`Stale (run \`npm run codegen\`): ${stale.join(', ')}`)
    process.exitCode = 1
  }
}

if (require.main === module) {
  main(process.argv.includes('--check')).catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
