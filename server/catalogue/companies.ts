/**
 * The companies a property invoices (PayByCompanyInvoice): the SQL of the company table. Anyone may find a company
 * by name, so a name is no proof: billing one needs its booking code (decision 0097), a secret the hotel gives
 * the company's bookers. The code is kept only as a hash bound to the company, compared in constant time.
 */
import type { Queryable } from '../db/types'
import { sameCode, sha256 } from '../crypto'

export type CompanyRecord = { id: number; name: string }

/** Companies whose name contains the term (at most 20, by name); account numbers are never searched or shown. */
export async function searchCompanies(
  db: Queryable,
  propertyId: number,
  term: string,
): Promise<CompanyRecord[]> {
  return db.query<CompanyRecord>(
    `SELECT id, name FROM company
     WHERE property_id = $1 AND name ILIKE '%' || $2 || '%' ORDER BY name LIMIT 20`,
    [propertyId, term.replace(/[%_\\]/g, '')],
  )
}

/** The stored form of a company's booking code: case, spaces and hyphens do not matter when it is typed. */
export function companyBookingCodeHash(companyId: number, code: string): string {
  const normalised = code.toUpperCase().replace(/[\s-]/g, '')
  return sha256(`company-booking-code|${companyId}|${normalised}`)
}

export type CompanyProof = 'Proven' | 'NoSuchCompany' | 'Missing' | 'Wrong'

/** Whether the code sent is the booking code of this property's company. */
export async function checkCompanyBookingCode(
  db: Queryable,
  propertyId: number,
  companyId: number,
  code: string | null | undefined,
): Promise<CompanyProof> {
  const [company] = await db.query<{ booking_code_hash: string | null }>(
    'SELECT booking_code_hash FROM company WHERE id = $1 AND property_id = $2',
    [companyId, propertyId],
  )
  if (!company) return 'NoSuchCompany'
  if (!code?.trim()) return 'Missing'
  // A company the hotel has not issued a code to cannot be proven: compared against a hash nothing matches.
  const expected = company.booking_code_hash ?? ''
  return sameCode(expected, companyBookingCodeHash(companyId, code)) && expected !== '' ? 'Proven' : 'Wrong'
}

export async function findCompany(db: Queryable, id: number): Promise<{ id: number; name: string } | null> {
  const [company] = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM company WHERE id = $1',
    [id],
  )
  return company ?? null
}
