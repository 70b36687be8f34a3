// The server for the end-to-end tests: the production build over a fresh database, so every run starts
// from the demo seed and tests can count what they change.
// Property files named in IMPORT_PROPERTY_FILES (comma-separated; the fixture hotel of e2e/property-import.spec.ts
// by default) are imported into the fresh folder first, with `npm run property:import`'s script, as a hotel would.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, rmSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const dataDir = process.env.DATA_DIR ?? 'test-results/e2e-data'
rmSync(dataDir, { recursive: true, force: true })
const files = (process.env.IMPORT_PROPERTY_FILES ?? 'tests/fixtures/property-files/lighthouse.yaml')
  .split(',')
  .filter(Boolean)
// A Playwright worker's server starts from the folder e2e/global-setup.ts imported them into once per run.
const template = process.env.E2E_TEMPLATE_DIR
if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true })
else if (files.length > 0)
  execFileSync('npx', ['tsx', 'scripts/property-file.ts', 'import', ...files], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  })
await import(pathToFileURL('dist/server/main.mjs').href)
