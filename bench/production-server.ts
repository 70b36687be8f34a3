import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Starts the production build (dist/server/main.mjs) on a fresh database for browser benchmarks. */
export async function startProductionServer(port: number): Promise<{ url: string; stop: () => void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'))
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  })
  const url = `http://localhost:${port}`
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/api/Property/HARBOUR`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    url,
    stop: () => {
      child.kill()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium'
