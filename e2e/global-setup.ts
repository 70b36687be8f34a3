import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { E2E_TEMPLATE_DIR, importedPropertyFiles } from './worker-server'

/**
 * Once per run, before any worker: a data folder with the property files imported (scripts/e2e-server.mjs's
 * import, which runs through tsx and takes a minute on a busy machine). Each worker's server starts from a copy
 * of it instead of importing again (e2e/worker-server.ts); the server seeds the demo on its first start.
 */
export default function globalSetup(): void {
  rmSync(E2E_TEMPLATE_DIR, { recursive: true, force: true })
  const files = importedPropertyFiles()
  if (files.length === 0) return
  execFileSync('npx', ['tsx', 'scripts/property-file.ts', 'import', ...files], {
    env: { ...process.env, DATA_DIR: E2E_TEMPLATE_DIR },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
