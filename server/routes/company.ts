import { Hono } from 'hono'
import { CompanyList, CompanySearchQuery } from '@/api/contract/company'
import { searchCompanies } from '../catalogue/companies'
import { requireProperty } from '../catalogue/property'
import type { AppDeps, AppEnv } from '../web/context'
import { parseQuery, reply } from '../web/http'

export function companyRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/api/Company/SearchCompanies', async (c) => {
    const query = parseQuery(c, CompanySearchQuery)
    const property = await requireProperty(db, query.propertyId)
    const companies = await searchCompanies(db, property.id, query.searchTerm)
    return reply(
      c,
      CompanyList,
      companies.map((company) => ({ AccountId: company.id, Name: company.name })),
    )
  })

  return app
}
