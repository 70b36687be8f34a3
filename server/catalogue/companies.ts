/** The companies a property invoices (PayByCompanyInvoice): the SQL of the company table. */
import type { Queryable } from '../db/types'

export type CompanyRecord = { id: number; name: string; account_number: string }

/** Companies whose name contains, or account number starts with, the term (at most 20, by name). */
export async function searchCompanies(
  db: Queryable,
  propertyId: number,
  term: string,
): Promise<CompanyRecord[]> {
  return db.query<CompanyRecord>(
    `SELECT id, name, account_number FROM company
     WHERE property_id = $1 AND (name ILIKE '%' || $2 || '%' OR account_number ILIKE $2 || '%') ORDER BY name LIMIT 20`,
    [propertyId, term.replace(/[%_\\]/g, '')],
  )
}

export async function companyExists(db: Queryable, propertyId: number, id: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM company WHERE id = $1 AND property_id = $2', [id, propertyId])
  return rows.length > 0
}

export async function findCompany(db: Queryable, id: number): Promise<{ id: number; name: string } | null> {
  const [company] = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM company WHERE id = $1',
    [id],
  )
  return company ?? null
}
