// @ts-check
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

// Layers flow one way (docs/architecture.md#layers): app -> features -> shared -> domain. A feature never imports another
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
    // the contract and the boot shell's markup (which the build and the service worker use too), the error
    // messages' and policy words' catalogues (decisions 0122, 0129) and the app's message formatter that reads them.
    files: ['server/**/*.ts'],
    rules: restrict({
      regex:
        '^@/(?!domain/|api/contract/|boot-shell/|i18n/error-text$|i18n/[a-z-]+/errors$|i18n/[a-z-]+/policy$|i18n/format-message$|i18n/parse-messages$)|(^|/)src/(?!domain/|api/contract/|boot-shell/)',
      message:
        'server/ imports only src/domain, src/api/contract, src/boot-shell, src/i18n/*/errors and */policy, and the message formatter.',
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

// The server reads top-down (decision 0123): each folder below may import only the folders under it, never one
// above, so a reader can start at server/app.ts and go down without meeting a way back up. Type-only imports are
// free (they do not run). The entry files sit at the top of server/; the ground-floor files beside them (crypto,
// http-errors, client-address, private-files, serial-run, reference-lists) import no server folder at all.
const serverFloors = [
  ['seed'],
  ['routes', 'desk', 'openapi'],
  ['pms'],
  ['web'],
  ['property-file'],
  ['jobs'],
  ['restaurant'],
  ['hotel-events'],
  ['reservations'],
  ['payments'],
  ['webhooks'],
  ['auth'],
  ['mail'],
  ['catalogue'],
  ['db'],
]
const serverEntries = ['app', 'main', 'demo-cli']
const folderPattern = (folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`
const entryPattern = `^(\\./|(\\.\\./)+)(${serverEntries.join('|')})$`

/**
 * The one import that still runs back up, until the hotel's notice records its event where the change is made:
 * the notice (mail) records the hotel event, whose payload reads the reservation that queued the notice.
 */
const exceptions = { mail: { files: ['server/mail/hotel-notice.ts'], mayImport: ['hotel-events'] } }

/** The server's layer rule for one folder: nothing from the floors above it, nor the entry files. */
function serverFloor(folder, above, ignores = []) {
  return {
    files: [`server/${folder}/**/*.ts`],
    ignores,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: floorPatterns(folder, above) }],
    },
  }
}

/** The same rule for a file named in `exceptions`: only the one folder it is let import is taken off. */
function exceptedFloor(folder, above, exception) {
  const patterns = floorPatterns(
    folder,
    above.filter((name) => !exception.mayImport.includes(name)),
  )
  return {
    files: exception.files,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
  }
}

function floorPatterns(folder, above) {
  const patterns = [
    { regex: entryPattern, message: 'Only the entry files import server/app.ts and main.ts.' },
  ]
  if (above.length > 0)
    patterns.push({
      regex: folderPattern(above),
      allowTypeImports: true,
      message: `server/ reads top-down: server/${folder} imports none of ${above.join(', ')} (decision 0123).`,
    })
  if (folder !== 'routes')
    patterns.push({ regex: '(^|/)routes/', message: 'Only server/app.ts mounts the routes (decision 0123).' })
  return patterns
}

const serverLayers = [
  ...serverFloors.flatMap((folders, i) =>
    folders.flatMap((folder) => {
      const above = serverFloors.slice(0, i).flat()
      const exception = exceptions[folder]
      if (!exception) return [serverFloor(folder, above)]
      return [serverFloor(folder, above, exception.files), exceptedFloor(folder, above, exception)]
    }),
  ),
  {
    files: ['server/*.ts'],
    ignores: serverEntries.map((entry) => `server/${entry}.ts`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\./[^/]+/', message: 'A ground-floor file of server/ imports no server folder.' },
          ],
        },
      ],
    },
  },
]

// One home per idea keeps files and functions small enough to read whole (docs/conventions.md#one-home-per-idea,
// decision 0093): a file over 400 lines or a function over 80 fails the lint. The caps are guards, not targets:
// split by meaning.
// Web Storage through its one door (src/storage/web-storage.ts), which survives a browser that refuses it. The
// entry (src/main.tsx) keeps its own once-per-address reload: it may import nothing the app imports (decision 0027).
const webStorage = [
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['src/storage/web-storage.ts', 'src/main.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage'].map((name) => ({
          name,
          message: 'Web Storage goes through src/storage/web-storage.ts (readStored, writeStored, …).',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['localStorage', 'sessionStorage'].map((property) => ({
            object,
            property,
            message: 'Web Storage goes through src/storage/web-storage.ts (readStored, writeStored, …).',
          })),
        ),
      ],
    },
  },
]

const sizes = [
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts'],
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
  ...serverLayers,
  ...sizes,
  ...webStorage,
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
