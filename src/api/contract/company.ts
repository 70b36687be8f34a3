import * as v from 'valibot'

/** The fewest characters of a company's name a search takes: fewer would list most companies. */
export const COMPANY_SEARCH_MIN_LENGTH = 3

/** GET /api/Company/SearchCompanies — query not shown in the spec: propertyId and searchTerm (3+ characters). */
export const CompanySearchQuery = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'A property is required.')),
  searchTerm: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(COMPANY_SEARCH_MIN_LENGTH, `Type at least ${COMPANY_SEARCH_MIN_LENGTH} characters.`),
    v.maxLength(100),
  ),
})
export type CompanySearchQuery = v.InferOutput<typeof CompanySearchQuery>

/**
 * A company that can be invoiced; AccountId is what the Create payload sends as AccountId. Its account number is
 * the hotel's business and is not sent (decision 0097).
 */
export const Company = v.object({ AccountId: v.number(), Name: v.string() })
export type Company = v.InferOutput<typeof Company>
export const CompanyList = v.array(Company)
export type CompanyList = v.InferOutput<typeof CompanyList>
