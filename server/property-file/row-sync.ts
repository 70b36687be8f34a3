/**
 * Makes a property's rows of one table what the file lists, keeping each row's id: a row named in the file by id,
 * or matched by its natural key (a code, a name), is updated in place, a new one gets the next free id, and one
 * the file no longer lists is deleted unless bookings hold it (then the import is refused, naming it).
 */
import type { Queryable } from '../db/types'
import type { PathPart } from './schema'

/**
 * Ids a file leaves out are drawn from here up, clear of the ids files write by hand (the demo's are below
 * 20 000): a hotel imported into a fresh database does not take the ids the demo seeds later.
 */
export const FIRST_DRAWN_ID = 100_001

export type ImportProblem = { path: PathPart[]; message: string }

/** Refuses an import after the checks that need the database; the transaction rolls back. */
export class ImportRefused extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(problems.map((p) => p.message).join('\n'))
  }
}

export type RowSpec = {
  table: string
  /** The column that owns the rows (property_id, group_id). */
  owner: string
  ownerId: number
  /** The natural key column, matched when a file item has no id. */
  key: string
  /** Columns written besides id and owner, in the order of each row's values. */
  columns: readonly string[]
  /** Tables whose rows keep a row from being deleted: [table, column]. */
  heldBy: readonly (readonly [string, string])[]
  /** What to delete before a row that leaves (its nightly rows): [table, column]. */
  dependents?: readonly (readonly [string, string])[]
  /** Where the list is in the file, for messages. */
  at: readonly PathPart[]
}

export type RowItem = { id?: number | undefined; key: string | number; values: readonly unknown[] }

/** Ids for the items: given, matched by key, or new (the next after the table's largest). */
export async function resolveIds(tx: Queryable, spec: RowSpec, items: readonly RowItem[]): Promise<number[]> {
  const existing = await tx.query<{ id: number; owner: number; key: string | number }>(
    `SELECT id, ${spec.owner} AS owner, ${spec.key} AS key FROM ${spec.table}`,
  )
  const byId = new Map(existing.map((r) => [r.id, r]))
  const mine = new Map(existing.filter((r) => r.owner === spec.ownerId).map((r) => [r.key, r.id]))
  let next = Math.max(FIRST_DRAWN_ID - 1, ...existing.map((r) => r.id), ...items.map((i) => i.id ?? 0)) + 1
  const problems: ImportProblem[] = []
  const ids = items.map((item, i) => {
    if (item.id !== undefined) {
      const row = byId.get(item.id)
      if (row && row.owner !== spec.ownerId)
        problems.push({
          path: [...spec.at, i, 'id'],
          message: `Id ${item.id} already belongs to another property.`,
        })
      return item.id
    }
    return mine.get(item.key) ?? next++
  })
  if (problems.length > 0) throw new ImportRefused(problems)
  return ids
}

/** Deletes the owner's rows not in `keep`, unless something holds them. */
async function removeOthers(tx: Queryable, spec: RowSpec, keep: readonly number[]): Promise<void> {
  const leaving = await tx.query<{ id: number; key: string }>(
    `SELECT id, ${spec.key}::text AS key FROM ${spec.table} WHERE ${spec.owner} = $1 AND NOT (id = ANY($2::int[]))`,
    [spec.ownerId, keep],
  )
  if (leaving.length === 0) return
  const ids = leaving.map((r) => r.id)
  const problems: ImportProblem[] = []
  for (const [table, column] of spec.heldBy) {
    const held = await tx.query<{ id: number }>(
      `SELECT DISTINCT ${column} AS id FROM ${table} WHERE ${column} = ANY($1::int[])`,
      [ids],
    )
    for (const h of held) {
      const key = leaving.find((r) => r.id === h.id)?.key ?? String(h.id)
      problems.push({
        path: [...spec.at],
        message: `${key} is no longer in the file, but ${table} rows still use it.`,
      })
    }
  }
  if (problems.length > 0) throw new ImportRefused(problems)
  for (const [table, column] of spec.dependents ?? [])
    await tx.query(`DELETE FROM ${table} WHERE ${column} = ANY($1::int[])`, [ids])
  await tx.query(`DELETE FROM ${spec.table} WHERE id = ANY($1::int[])`, [ids])
}

/** Writes the items (insert or update by id) and removes the owner's other rows; answers the ids. */
export async function syncRows(tx: Queryable, spec: RowSpec, items: readonly RowItem[]): Promise<number[]> {
  const ids = await resolveIds(tx, spec, items)
  await removeOthers(tx, spec, ids)
  const columns = ['id', spec.owner, ...spec.columns]
  const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ')
  const updates = columns
    .slice(1)
    .map((c) => `${c} = EXCLUDED.${c}`)
    .join(', ')
  for (const [i, item] of items.entries()) {
    await tx.query(
      `INSERT INTO ${spec.table} (${columns.join(', ')}) VALUES (${placeholders})
       ON CONFLICT (id) DO UPDATE SET ${updates}`,
      [ids[i], spec.ownerId, ...item.values],
    )
  }
  return ids
}
