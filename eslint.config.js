// @ts-check
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'

// Layers flow one way (ARCHITECTURE.md): app -> features -> shared -> domain. A feature never imports
// another feature; only src/storage touches dexie; only src/state touches legend-state; the domain is pure.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)

const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A feature never imports another feature; move what they share down a layer.',
}))

const sharedLayers = ['ui', 'api', 'storage', 'sync', 'state', 'i18n', 'theme', 'domain']
const layerZones = [
  ...sharedLayers.map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app'],
    message: 'Shared layers never import features or the app.',
  })),
  {
    target: './src/domain',
    from: [
      './src/api',
      './src/storage',
      './src/sync',
      './src/state',
      './src/ui',
      './src/i18n',
      './src/theme',
    ],
    message: 'src/domain is pure: no React, storage, network or UI.',
  },
  { target: './src', from: './server', message: 'The app never imports the server.' },
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'playwright-report', 'test-results', 'data', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an as-const object, not an enum.' },
      ],
    },
  },
  {
    // Node scripts and config files: Node's globals.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        module: 'writable',
        require: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/storage/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', message: 'Only src/storage imports dexie.' },
            { name: 'dexie-react-hooks', message: 'Only src/storage imports dexie-react-hooks.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/state/**', 'src/storage/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', message: 'Only src/storage imports dexie.' },
            { name: 'dexie-react-hooks', message: 'Only src/storage imports dexie-react-hooks.' },
          ],
          patterns: [
            {
              group: ['@legendapp/state', '@legendapp/state/*'],
              message: 'Only src/state imports legend-state.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                '@mantine/*',
                '@tanstack/*',
                'dexie',
                'dexie-*',
                '@legendapp/*',
                'dayjs',
                'workbox-*',
              ],
              message: 'src/domain is pure TypeScript: no React, storage, network or UI libraries.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'src/domain does no I/O.' },
        { name: 'localStorage', message: 'src/domain does no I/O.' },
        { name: 'indexedDB', message: 'src/domain does no I/O.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an as-const object, not an enum.' },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'No clock in src/domain: today is a parameter.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'No clock in src/domain: today is a parameter.',
        },
      ],
    },
  },
)
