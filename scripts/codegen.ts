import { generateEndpoints } from '@rtk-query/codegen-openapi'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import { format, resolveConfig } from 'prettier'
import config from '../openapi-config'

const root = path.join(__dirname, '..')
export const generatedApiFile = path.join(root, 'src/api/generatedApi.ts')
export const serverTypesFile = path.join(root, 'server/generated/openapi.ts')

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

/** The server's request and response types for the current openapi.yaml (openapi-typescript), formatted. */
export async function generateServerTypesSource(): Promise<string> {
  const ast = await openapiTS(pathToFileURL(path.join(root, 'openapi.yaml')))
  const prettierOptions = { ...(await resolveConfig(serverTypesFile)), filepath: serverTypesFile }
  return format(BANNER + astToString(ast), prettierOptions)
}

const OUTPUTS = [
  { file: generatedApiFile, generate: generateApiSource },
  { file: serverTypesFile, generate: generateServerTypesSource },
]

/** Writes every generated file, or with `--check` writes nothing and fails naming the files that are stale. */
async function main(check: boolean): Promise<void> {
  const stale: string[] = []
  for (const { file, generate } of OUTPUTS) {
    const source = await generate()
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
