// Bundles the API server: server/main.ts -> dist/server/main.mjs (ESM, node, dependencies stay external).
// esbuild resolves the `@/` alias from tsconfig.json's paths. The SQL migrations are copied next to the bundle,
// where server/db/migrate.ts looks for them (./migrations relative to the module), and the demo property files.
import { cpSync, mkdirSync, rmSync } from 'node:fs'
import { build } from 'esbuild'

const out = 'dist/server'
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

await build({
  entryPoints: ['server/main.ts'],
  outfile: `${out}/main.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'info',
})
cpSync('server/db/migrations', `${out}/migrations`, { recursive: true })
// The demo hotels' property files, read by server/seed/demo.ts relative to the module.
cpSync('server/seed/properties', `${out}/properties`, { recursive: true })
