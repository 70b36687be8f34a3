/**
 * `npm run property:import` and `property:export` as a hotel runs them: the real script in its own process over a
 * fresh DATA_DIR. A bad file exits 1 naming each place; a good one is created, then updated; its export reads
 * back as a valid file.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readPropertyFile } from '../../../server/property-file/read'
import { fixtureText, LIGHTHOUSE_FILE } from './property-file-kit'

const dataDir = mkdtempSync(join(tmpdir(), 'be-property-cli-'))

function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      'node_modules/.bin/tsx',
      ['scripts/property-file.ts', ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 240_000 },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    )
  })
}

describe('the property-file commands', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('refuses a bad file, imports a good one twice, and exports it', async () => {
    const bad = join(dataDir, 'bad.yaml')
    writeFileSync(
      bad,
      fixtureText().replace('rooms: 4', 'rooms: -4').replace('upgradeTo: LANTERN', 'upgradeTo: X'),
    )
    const refused = await run('import', bad)
    expect(refused.code).toBe(1)
    expect(refused.err).toContain(`${bad}: roomTypes[0].rooms: `)
    expect(refused.err).toContain(`${bad}: refused`)

    const created = await run('import', LIGHTHOUSE_FILE)
    expect(created).toMatchObject({ code: 0 })
    expect(created.out).toMatch(/LIGHTHOUSE \(\d+\) created/)
    const updated = await run('import', LIGHTHOUSE_FILE)
    expect(updated.out).toMatch(/LIGHTHOUSE \(\d+\) updated/)

    const out = join(dataDir, 'exported.yaml')
    expect((await run('export', 'LIGHTHOUSE', out)).code).toBe(0)
    const text = readFileSync(out, 'utf8')
    expect(text).toMatch(/^# yaml-language-server: \$schema=.*docs\/property-file\.schema\.json\n/)
    const read = readPropertyFile(out, text)
    expect(read.ok && read.content.properties[0]?.name).toBe('Lighthouse Lodge')
    expect((await run('export', 'NOWHERE')).code).toBe(1)
  }, 600_000)
})
