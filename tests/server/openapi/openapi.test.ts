/**
 * The published description of the API (decision 0109): a maintained OpenAPI validator accepts it, it describes
 * every route the server has and no route it lacks, the copy in docs/ is the one the contract generates, and the
 * server hands it out.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SwaggerParser from '@apidevtools/swagger-parser'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openApiDocument, openApiDocumentText } from '../../../server/openapi/document'
import { startServer, type TestServer } from '../../support/server/harness'

/** Routes that are not calls of the API: the document itself and the test gateway's stand-in payment pages. */
const NOT_DESCRIBED = [/^GET \/api\/openapi\.json$/, /^(GET|POST) \/api\/PayStack\/TestCheckout\//]

const DocumentShape = v.object({
  paths: v.record(v.string(), v.record(v.string(), v.object({ security: v.optional(v.array(v.unknown())) }))),
})

describe('the OpenAPI document', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer('pglite')
  })
  afterAll(() => s.close())

  it('passes the OpenAPI 3.1 validator, references and all', async () => {
    expect(await SwaggerParser.validate('docs/openapi.json')).toMatchObject({ openapi: '3.1.0' })
    // The validator is not a rubber stamp: a broken reference is refused.
    const broken = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'broken.json')
    writeFileSync(
      broken,
      openApiDocumentText().replace('"#/components/schemas/SearchResult"', '"#/components/schemas/Nope"'),
    )
    await expect(SwaggerParser.validate(broken)).rejects.toThrow(/Nope/)
  })

  it('describes exactly the routes of the server', () => {
    const served = s.app.routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.includes('*'))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`)
      .filter((route) => !NOT_DESCRIBED.some((pattern) => pattern.test(route)))
    const document = v.parse(DocumentShape, openApiDocument())
    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect([...new Set(served)].sort()).toEqual(described.sort())
  })

  it('asks for a PMS key on the PMS calls only, and a session on account calls', () => {
    const document = v.parse(DocumentShape, openApiDocument())
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const operation of Object.values(methods)) {
        const schemes = (operation.security ?? []).flatMap((s) =>
          Object.keys(v.parse(v.record(v.string(), v.unknown()), s)),
        )
        expect(schemes.includes('pmsKey'), path).toBe(path.startsWith('/api/pms/'))
        if (schemes.includes('guestSession')) expect(path).toMatch(/^\/api\/Account/)
      }
    }
  })

  it('is committed as generated (npm run build:openapi writes docs/openapi.json)', () => {
    expect(readFileSync('docs/openapi.json', 'utf8')).toBe(openApiDocumentText())
  })

  it('is served at /api/openapi.json', async () => {
    const res = await s.get('/api/openapi.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toEqual(openApiDocument())
  })
})
