// @ts-check
const js = require('@eslint/js')
const tseslint = require('typescript-eslint')
const reactHooks = require('eslint-plugin-react-hooks')
const prettier = require('eslint-config-prettier')

/** Services know nothing of HTTP: no Fastify but a logger's type, no handlers, plugins or Fastify plugins. */
const HTTP_IN_SERVICES = {
  path: { name: 'fastify', allowTypeImports: true, message: 'Services know nothing of HTTP' },
  pattern: { group: ['**/handlers/*', '**/plugins/*', '@fastify/*'], message: 'Services know nothing of HTTP' },
}

module.exports = tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'coverage',
      'e2e/artifacts',
      '.tmp',
      '.bench',
      'server/db/migrations',
      'src/api/generatedApi.ts',
      'server/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use useAppSelector / useAppDispatch from src/app/hooks.ts',
            },
            { name: '@github/webauthn-json', message: 'Only src/features/passkeys/webauthn.ts may use webauthn-json' },
          ],
        },
      ],
    },
  },
  // Layers import downwards only, so no import cycle between folders comes back: the API client knows no feature;
  // services know no HTTP (a logger's type aside); workouts know nothing of Strava, which imports them.
  {
    files: ['src/api/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../features/*', '../app/*'], message: 'src/api sits below the features and the store' },
          ],
        },
      ],
    },
  },
  // The production build replaces antd Card's tabs with a stub (webpack.config.js, src/vendorStubs/cardTabs.ts); the
  // screen widths come from useScreens, not antd's Grid.useBreakpoint (a re-render inside the first commit).
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Card'] > JSXAttribute[name.name=/^(tabList|tabProps|activeTabKey|defaultActiveTabKey|onTabChange|tabBarExtraContent)$/]",
          message: "Card's tabs are not built into the app: put a <Tabs> inside the card",
        },
        {
          selector:
            "MemberExpression[object.name='Grid'][property.name='useBreakpoint'], VariableDeclarator[init.name='Grid'] Property[key.name='useBreakpoint'], ImportDeclaration[source.value=/grid\\/hooks\\/useBreakpoint/]",
          message: 'Use useScreens (src/components/useScreens.ts): it knows the width at the first render',
        },
      ],
    },
  },
  {
    files: ['server/services/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [HTTP_IN_SERVICES.path],
          patterns: [HTTP_IN_SERVICES.pattern],
        },
      ],
    },
  },
  {
    files: ['server/services/workouts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [HTTP_IN_SERVICES.path],
          patterns: [
            HTTP_IN_SERVICES.pattern,
            { group: ['../strava/*'], message: 'Strava imports workouts, not the other way round' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: {
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { URL: 'readonly', console: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  prettier,
)
