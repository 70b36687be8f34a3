import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { compileMessages } from './scripts/compile-messages'

const src = fileURLToPath(new URL('./src', import.meta.url))

// Three projects: pure code (domain, contract, storage, sync) in node; the reference API against a real
// database; components in jsdom with the real providers. TZ is pinned so day arithmetic is reproducible.
process.env.TZ = 'UTC'

export default defineConfig({
  resolve: { alias: { '@': src } },
  // The app's catalogues parsed as the build parses them (decision 0121).
  plugins: [compileMessages()],
  define: { __DEFAULT_PROPERTY__: JSON.stringify('HARBOUR') },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. The server tests
    // spend most of their time waiting on PostgreSQL, sockets and scrypt, so two workers there take the
    // run from ~650 s to ~390 s; on bigger machines the default stands.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Every test of plain code, in the folder that mirrors it (docs/conventions.md#tests); screens are
          // *.test.tsx in jsdom below, the server's tests have their own project.
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/server/**', 'node_modules/**'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/default-texts.ts'],
          // Plain code needs no fresh module registry per file: the files share their worker's imports (the
          // catalogues, valibot, the domain) instead of loading them again, half the project's CPU time
          // (82 s → 44 s). A test that changes a global puts it back (vi.unstubAllGlobals, useRealTimers).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/setup/database-templates.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/default-texts.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          setupFiles: [
            'tests/setup/fail-on-console-error.ts',
            'tests/setup/default-texts.ts',
            'tests/setup/dom.ts',
          ],
          // Real providers and lazy chunks in jsdom: slow on a shared 2-core machine, not wrong.
          testTimeout: 20_000,
        },
      },
    ],
  },
})
