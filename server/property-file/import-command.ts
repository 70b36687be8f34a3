/**
 * `npm run property:import FILE…` as lines and an exit code, apart from the process that prints them: the command
 * runs it on its own database, and the running server runs it for the command when the embedded database is
 * its own (server/desk/settings-admin.ts). Each file is one transaction: all of it or nothing. The reference lists
 * a property points at (countries…) must be written first (the command does; a running server has them).
 */
import { propertyNow } from '../catalogue/property'
import type { Db } from '../db/types'
import { importPropertyFile } from './import'
import { formatPath, readPropertyFile } from './read'
import { ImportRefused } from './row-sync'

export type FileText = { name: string; text: string }
export type ImportOutcome = { lines: { text: string; error: boolean }[]; exitCode: number }

export async function importFileTexts(
  db: Db,
  files: readonly FileText[],
  clock: () => Date,
): Promise<ImportOutcome> {
  const lines: ImportOutcome['lines'] = []
  const say = (text: string, error = false) => lines.push({ text, error })
  let failed = 0
  for (const file of files) {
    const read = readPropertyFile(file.name, file.text)
    if (!read.ok) {
      for (const problem of read.problems) say(problem, true)
      say(`${file.name}: refused (${read.problems.length} problems); nothing was written.`, true)
      failed += 1
      continue
    }
    try {
      const done = await importPropertyFile(db, read.content, (zone) => propertyNow(clock, zone).date)
      for (const p of done) say(`${file.name}: ${p.code} (${p.id}) ${p.created ? 'created' : 'updated'}`)
    } catch (error) {
      if (!(error instanceof ImportRefused)) throw error
      for (const p of error.problems) say(`${file.name}: ${formatPath(p.path)}: ${p.message}`, true)
      say(`${file.name}: refused; nothing was written.`, true)
      failed += 1
    }
  }
  return { lines, exitCode: failed === 0 ? 0 : 1 }
}
