import * as v from 'valibot'

/** GET /api/Company/SearchCompanies — query not shown in the spec: propertyId and searchTerm (2+ characters). */
export const CompanySearchQuery = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'A property is required.')),
  searchTerm: v.pipe(v.string(), v.trim(), v.minLength(2, 'Type at least 2 characters.'), v.maxLength(100)),
})
export type CompanySearchQuery = v.InferOutput<typeof CompanySearchQuery>

/** A company that can be invoiced; AccountId is what the Create payload sends as AccountId. */
export const Company = v.object({ AccountId: v.number(), Name: v.string(), AccountNumber: v.string() })
export type Company = v.InferOutput<typeof Company>
export const CompanyList = v.array(Company)
export type CompanyList = v.InferOutput<typeof CompanyList>
