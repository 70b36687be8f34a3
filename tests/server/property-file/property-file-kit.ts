/**
 * What the property-file tests share: reading a fixture the way the CLI does, and a dump of every table a
 * property file writes, to compare a database before and after an import.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Db } from '../../../server/db/types'
import { readPropertyFile } from '../../../server/property-file/read'
import type { PropertyFileContent } from '../../../server/property-file/schema'

export const LIGHTHOUSE_FILE = fileURLToPath(
  new URL('../../fixtures/property-files/lighthouse.yaml', import.meta.url),
)

export function fixtureText(): string {
  return readFileSync(LIGHTHOUSE_FILE, 'utf8')
}

/** The file's content, or a failed test naming its problems. */
export function contentOf(name: string, text: string): PropertyFileContent {
  const read = readPropertyFile(name, text)
  if (!read.ok) throw new Error(read.problems.join('\n'))
  return read.content
}

export const PROPERTY_FILE_TABLES = [
  'property_group',
  'area',
  'property',
  'room_configuration',
  'room_type',
  'rate_plan',
  'rate',
  'inventory',
  'service',
  'service_stock',
  'promo_code',
  'gift_voucher',
  'company',
  'restaurant',
  'cancellation_reason',
  'card_type',
] as const

/** Every row of every table a property file writes, as sorted text per table. */
export async function dumpTables(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {}
  for (const table of PROPERTY_FILE_TABLES) {
    const rows = await db.query(`SELECT to_jsonb(t)::text AS row FROM ${table} t`)
    out[table] = rows.map((r) => String(r.row)).sort()
  }
  return out
}
