/** @jest-config-loader esbuild-register */
import type { Config } from 'jest'

const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
]

/**
 * Our TypeScript through swc. Dependencies that ship only ES modules (jose, fastify-openapi-glue, msw's helpers, …)
 * through a transform that converts ESM files to CommonJS and leaves CommonJS files alone.
 */
const transform: Config['transform'] = {
  '/node_modules/.+\\.m?js$': '<rootDir>/scripts/jestEsmTransform.js',
  '^.+\\.m?(t|j)sx?$': swc,
}
const transformIgnorePatterns: string[] = []

/**
 * `Math`, handed to every module as a parameter of its wrapper, so code reads it directly instead of through the vm
 * context's global object: hot loops calling `Math.*` ran 30 times slower under Jest (a 2FA QR code took 275 ms
 * instead of 9). The value is the test realm's own, so nothing else changes. (More globals gained nothing measurable,
 * and `Number` clashes with a dependency's own `const Number`.)
 */
const sandboxInjectedGlobals = ['Math']

const config: Config = {
  // PGlite start-up takes a few seconds on these 2-core machines, more when they are busy.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/src'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
      transform,
      transformIgnorePatterns,
      sandboxInjectedGlobals,
      moduleNameMapper: {
        '\\.(css|png|svg)$': '<rootDir>/src/testing/fileStub.ts',
        // The ponyfill is exported for `import` only, which Jest's CommonJS resolution does not look at.
        '^@github/webauthn-json/browser-ponyfill$':
          '<rootDir>/node_modules/@github/webauthn-json/dist/esm/webauthn-json.browser-ponyfill.js',
      },
    },
    {
      displayName: 'server',
      // Node's, with structuredClone copying into the test file's realm as in production (see the file).
      testEnvironment: '<rootDir>/server/test/sameRealmEnvironment.ts',
      roots: ['<rootDir>/server', '<rootDir>/scripts'],
      transform,
      transformIgnorePatterns,
      sandboxInjectedGlobals,
    },
  ],
}

export default config
