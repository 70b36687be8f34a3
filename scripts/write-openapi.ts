/**
 * Writes docs/openapi.json from the contract (server/openapi/document.ts), as `npm run build` does, so the
 * repository always holds the description of the API its code serves; tests/server/openapi/openapi.test.ts fails when
 * the committed file is not what this writes.
 */
import { writeFileSync } from 'node:fs'
import { openApiDocumentText } from '../server/openapi/document'

const file = 'docs/openapi.json'
writeFileSync(file, openApiDocumentText())
console.log(`Wrote ${file}`)
