/**
 * The property file's JSON Schema, made from the valibot schema (docs/property-file.schema.json). Checks valibot
 * runs in code (a known time zone) are left out of it; the import still makes them.
 */
import { toJsonSchema } from '@valibot/to-json-schema'
import * as v from 'valibot'
import { GroupFile, Property } from './schema'

export function propertyFileJsonSchema(): string {
  const schema = toJsonSchema(v.union([GroupFile, Property]), { errorMode: 'ignore' })
  return `${JSON.stringify(
    {
      ...schema,
      title: 'Hotel property file',
      description:
        'One property, or a group with its properties, for npm run property:import (decision 0107).',
    },
    null,
    2,
  )}\n`
}
