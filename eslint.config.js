// @ts-check
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

// Layers flow one way (ARCHITECTURE.md): app -> features -> shared -> domain. A feature never imports another
// feature; only src/storage touches dexie; only src/state touches legend-state; the domain is pure. Imports
// across folders use the `@/` alias, so ESLint's own no-restricted-imports can police them by name.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)

const dexie = { group: ['dexie', 'dexie-react-hooks'], message: 'Only src/storage imports dexie.' }
const legend = {
  group: ['@legendapp/state', '@legendapp/state/*'],
  message: 'Only src/state imports legend-state.',
}
const server = { group: ['**/server/*', '**/server'], message: 'The app never imports the server.' }
const upward = {
  group: ['@/features/*', '@/app/*'],
  message: 'Shared layers never import features or the app.',
}

/** One no-restricted-imports rule per area, since a later config block replaces an earlier one's. */
function restrict(...patterns) {
  return { 'no-restricted-imports': ['error', { patterns }] }
}

const boundaries = [
  ...features.map((name) => ({
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: restrict(dexie, legend, server, {
      group: ['@/features/*', `!@/features/${name}`, `!@/features/${name}/*`, '../*'],
      message: 'A feature never imports another feature; move what they share down a layer.',
    }),
  })),
  { files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'], rules: restrict(dexie, legend, server) },
  ...['ui', 'api', 'sync', 'i18n', 'theme', 'analytics', 'device', 'stay-change'].map((layer) => ({
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: restrict(dexie, legend, server, upward),
  })),
  { files: ['src/state/**/*.{ts,tsx}'], rules: restrict(dexie, server, upward) },
  { files: ['src/storage/**/*.{ts,tsx}'], rules: restrict(legend, server, upward) },
  {
    // The reference API reuses the rules and the wire of the app, nothing of its screens or state: the domain,
    // the contract and the boot shell's markup (which the build and the service worker use too), and the error
    // messages' catalogues (decision 0122).
    files: ['server/**/*.ts'],
    rules: restrict({
      regex:
        '^@/(?!domain/|api/contract/|boot-shell/|i18n/error-text$|i18n/[a-z-]+/errors$)|(^|/)src/(?!domain/|api/contract/|boot-shell/)',
      message: 'server/ imports only src/domain, src/api/contract, src/boot-shell and src/i18n/*/errors.',
    }),
  },
  {
    // Plain strings for the server, the build and the service worker: relative imports of pure modules only.
    files: ['src/boot-shell/**/*.ts'],
    rules: restrict({
      regex: '^@/|^\\.\\./(?!domain/|i18n/|i18n$|theme/)',
      message:
        'The boot shell imports only domain, i18n and theme (relatively: the build loads it unbundled).',
    }),
  },
  {
    files: ['src/api/contract/**/*.ts'],
    rules: restrict(dexie, legend, {
      regex: '^@/(?!domain/|api/contract/)|^\\.\\./',
      message: 'The contract is the wire alone: valibot, the domain and its own files.',
    }),
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: restrict(server, upward, {
      group: [
        '@/*',
        '!@/domain',
        '!@/domain/*',
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
      message: 'src/domain is pure TypeScript: no React, storage, network, UI or other app layers.',
    }),
  },
]

// One home per idea keeps files and functions small enough to read whole (STYLE.md, decision 0093): a file over
// 400 lines or a function over 80 fails the lint. Seed data is data.
const sizes = [
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts'],
    ignores: ['server/seed/demo.ts'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'playwright-report', 'test-results', 'data', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'react-hooks': reactHooks },
    rules: {
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
        fetch: 'readonly',
        setTimeout: 'readonly',
        module: 'writable',
        require: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...boundaries,
  ...sizes,
  {
    files: ['src/domain/**/*.ts'],
    rules: {
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
