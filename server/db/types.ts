/** The one door to the database. Both engines (PGlite, PostgreSQL) speak the same SQL through it. */
import type { WriteGeneration } from './write-generation'

export type Queryable = {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>
}

export type Db = Queryable & {
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
  readonly kind: 'pglite' | 'postgres'
  /** Moves after every committed write to the tables search answers come from (write-generation.ts). */
  readonly writes: WriteGeneration
  /** This handle's id among the instances on the database; its advisory lock is held while it lives. */
  readonly instance: number
}
