import { generateEndpoints } from '@rtk-query/codegen-openapi'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'
import config from '../openapi-config'

const root = path.join(__dirname, '..')
export const generatedApiFile = path.join(root, 'src/api/generatedApi.ts')

const BANNER = `/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by \`npm run codegen\` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the tags in src/api/api.ts) and regenerate.
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

if (require.main === module) {
  // --stdout prints the source instead of writing it (the staleness test compares it with the committed file).
  const toStdout = process.argv.includes('--stdout')
  generateApiSource()
    .then((source) => {
      if (toStdout) return void process.stdout.write(source)
      writeFileSync(generatedApiFile, source)
      console.log(`Wrote ${path.relative(root, generatedApiFile)}`)
    })
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
