// The server for the end-to-end tests: the production build over a fresh database, so every run starts
// from the demo seed and tests can count what they change.
import { rmSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const dataDir = process.env.DATA_DIR ?? 'test-results/e2e-data'
rmSync(dataDir, { recursive: true, force: true })
await import(pathToFileURL('dist/server/main.mjs').href)
