/**
 * GENERATED FILE, DO NOT EDIT. Generated from openapi.yaml by `npm run codegen` (scripts/codegen.ts).
 * Change openapi.yaml (or openapi-config.ts, or the cache tags in src/api/tags/) and regenerate.
 */
export type { paths, webhooks } from './openapi/paths'
export type { components, $defs } from './openapi/components'
export type { operations } from './openapi/operations'
