/**
 * No export of src, server or sw is dead (scripts/unused-exports.ts): each is imported somewhere, or at least used
 * in its own file. A function nobody calls is deleted (docs/conventions.md#one-home-per-idea).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { deadExports, unusedExports } from '../../scripts/unused-exports'

describe('unused exports', () => {
  // About a second of parsing on an idle machine; the time-out leaves room for a busy one.
  it('finds none that nothing uses in the repository', { timeout: 60_000 }, () => {
    expect(deadExports().map(({ file, line, name }) => `${file}:${line} ${name}`)).toEqual([])
  })

  const root = mkdtempSync(join(tmpdir(), 'unused-exports-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }

  it('tells a dead export from one only its own file uses, and counts every kind of import (a glob too) as a use', () => {
    write('tsconfig.json', JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }))
    write(
      'src/rules.ts',
      [
        'export const used = 1',
        'export function dead() {}',
        'export const ownUse = 2',
        'export const Schema = {}',
        'export type Schema = typeof Schema',
        'export type ByType = number',
        'export const twice = ownUse * 2',
      ].join('\n'),
    )
    write('src/lazy.ts', 'export const anything = 1\n')
    write('src/i18n/de/areas.ts', 'export const search = {}\n')
    write('src/i18n/load.ts', "export const AREAS = import.meta.glob('./*/areas.ts')\nvoid AREAS\n")
    write(
      'tests/rules.test.ts',
      [
        "import { used } from '@/rules'",
        "export type T = import('../src/rules').ByType",
        "export const load = () => import('../src/lazy')",
        "export { twice } from '../src/rules'",
        "import { AREAS } from '../src/i18n/load'",
        'void AREAS',
        'void used',
      ].join('\n'),
    )
    const found = unusedExports(root).map(({ file, name, usedInFile }) => ({ file, name, usedInFile }))
    expect(found).toEqual([
      { file: 'src/rules.ts', name: 'dead', usedInFile: false },
      { file: 'src/rules.ts', name: 'ownUse', usedInFile: true },
      { file: 'src/rules.ts', name: 'Schema', usedInFile: false },
    ])
    expect(deadExports(root).map((e) => e.name)).toEqual(['dead', 'Schema'])
  })
})
