import type { ConfigFile } from '@rtk-query/codegen-openapi'

/** RTK Query codegen: endpoints from openapi.yaml injected into the one empty base API. */
const config: ConfigFile = {
  schemaFile: './openapi.yaml',
  apiFile: './src/api/emptyApi.ts',
  apiImport: 'emptyApi',
  outputFile: './src/api/generatedApi.ts',
  exportName: 'generatedApi',
  hooks: true,
  tag: true,
  // Browser redirects (Strava OAuth), not calls the client makes.
  filterEndpoints: (operationName) => !['stravaLogin', 'stravaCallback'].includes(operationName),
}

export default config
