/**
 * The OpenAPI 3.1 document of the published API (decision 0109), generated from the valibot contract with
 * @valibot/to-json-schema: components.schemas are the contract's schemas (JSON Schema 2020-12, which OpenAPI 3.1
 * uses as it is), the operations come from operations.ts and account-operations.ts. Served at GET /api/openapi.json and written to
 * docs/openapi.json by the build (scripts/write-openapi.ts); a test keeps the committed file equal to this.
 *
 * Trap: a JSON Schema can say what a field is, not every rule the server checks (a date that exists, a card
 * number's checksum, a range that fits the hotel's window): those `check` actions are left out of the document
 * (errorMode 'ignore'), and the server answers them with a 400 and ModelState as the document says.
 */
import {
  toJsonSchema,
  toJsonSchemaDefs,
  type ConversionConfig,
  type JsonSchema,
} from '@valibot/to-json-schema'
import { ACCOUNT_OPERATIONS, PMS_OPERATIONS } from './account-operations'
import { DESK_HOTEL_OPERATIONS } from './desk-hotel-operations'
import { DESK_OPERATIONS } from './desk-operations'
import { GUEST_OPERATIONS, type Operation, type QuerySchema } from './operations'
import { PUBLISHED_SCHEMAS, type SchemaName } from './schemas'

const COMPONENTS = '#/components/schemas/'

const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'ignore',
  overrideRef: ({ referenceId }) => COMPONENTS + referenceId,
}

const ref = (name: SchemaName) => ({ $ref: COMPONENTS + name })
const json = (name: SchemaName) => ({ 'application/json': { schema: ref(name) } })

/** A schema of one field, without the draft marker a stand-alone JSON Schema carries. */
function fieldSchema(schema: Parameters<typeof toJsonSchema>[0]): JsonSchema {
  const { $schema: _draft, ...rest } = toJsonSchema(schema, CONVERSION)
  return rest
}

function queryParameters(query: QuerySchema) {
  return Object.entries(query.entries).map(([name, schema]) => ({
    name,
    in: 'query',
    required: schema.type !== 'optional' && schema.type !== 'nullish',
    schema: fieldSchema(schema),
  }))
}

function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    description:
      name === 'reference'
        ? 'The booking’s reference (HH900002).'
        : name === 'code'
          ? 'The property’s code (HARBOUR).'
          : path.startsWith('/api/Desk/')
            ? 'The row’s number, from its list.'
            : 'The property’s id (1001) or code (HARBOUR).',
    schema: { type: 'string' },
  }))
}

function operationObject(operation: Operation) {
  const parameters = [
    ...pathParameters(operation.path),
    ...(operation.query ? queryParameters(operation.query) : []),
  ]
  const success = operation.answer
    ? { '200': { description: 'OK', content: json(operation.answer) } }
    : { '204': { description: 'Accepted, no content' } }
  return {
    tags: [operation.tag],
    summary: operation.summary,
    operationId: `${operation.method}${operation.path.replace(/[^A-Za-z0-9]+(\w?)/g, (_, c: string) => c.toUpperCase())}`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body ? { requestBody: { required: true, content: json(operation.body) } } : {}),
    ...(operation.session ? { security: [{ guestSession: [] }] } : {}),
    ...(operation.pmsKey ? { security: [{ pmsKey: [] }] } : {}),
    ...(operation.deskSession ? { security: [{ deskSession: [] }] } : {}),
    responses: {
      ...success,
      '400': { description: 'Bad input: ModelState names each field', content: json('ValidationErrorBody') },
      default: { description: 'Refused or failed, with a Message', content: json('ErrorBody') },
    },
  }
}

function pathsOf(operations: readonly Operation[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operationObject>>> = {}
  for (const operation of operations) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: operationObject(operation) }
  }
  return paths
}

export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Booking engine property API',
      version: '1.0.0',
      description:
        'The guest API the booking app calls (docs/product/the-app.md#calls) and the PMS API a hotel’s PMS or channel manager calls. ' +
        'Field names are PascalCase, days are YYYY-MM-DD, money is a number in major units. Changes accept an ' +
        'Idempotency-Key header; a retry with the same key and body gets the first answer.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    paths: pathsOf([
      ...GUEST_OPERATIONS,
      ...ACCOUNT_OPERATIONS,
      ...PMS_OPERATIONS,
      ...DESK_OPERATIONS,
      ...DESK_HOTEL_OPERATIONS,
    ]),
    components: {
      schemas: toJsonSchemaDefs(PUBLISHED_SCHEMAS, CONVERSION),
      securitySchemes: {
        guestSession: { type: 'apiKey', in: 'cookie', name: 'be_session' },
        deskSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'desk_session',
          description: 'A staff session; changes also send its CSRF token in X-Desk-Csrf.',
        },
        pmsKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'A key of the property in the path, made with npm run pms:key -- create CODE "label".',
        },
      },
    },
  }
}

/** The document as docs/openapi.json holds it: two-space indentation and a final newline. */
export const openApiDocumentText = () => `${JSON.stringify(openApiDocument(), null, 2)}\n`
