/**
 * docs/property-file.schema.json is what editors check a property file with: it must be what the valibot schema
 * makes today (`npm run property:schema` writes it), and the demo's and the fixture's files must pass it.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { propertyFileJsonSchema } from '../../../server/property-file/json-schema'
import { DEMO_PROPERTY_FILE } from '../../../server/seed/demo'
import { fixtureText } from './property-file-kit'

const DOCS = fileURLToPath(new URL('../../../docs/property-file.schema.json', import.meta.url))

describe('the published JSON Schema', () => {
  it('is what the schema generates (run npm run property:schema after changing it)', () => {
    const kept: unknown = JSON.parse(readFileSync(DOCS, 'utf8'))
    expect(kept).toEqual(JSON.parse(propertyFileJsonSchema()))
  })

  it('names the shapes the files use, and the files point editors at it', () => {
    const schema: unknown = JSON.parse(propertyFileJsonSchema())
    expect(schema).toMatchObject({
      anyOf: [{ required: ['group', 'properties'] }, { required: expect.any(Array) }],
    })
    for (const text of [fixtureText(), readFileSync(DEMO_PROPERTY_FILE, 'utf8')]) {
      expect(text).toMatch(/^# yaml-language-server: \$schema=(\.\.\/)+docs\/property-file\.schema\.json\n/)
      expect(parse(text)).toBeTypeOf('object')
    }
  })
})
