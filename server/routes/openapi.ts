/** GET /api/openapi.json: the published API's description, made once per process (decision 0109). */
import { Hono } from 'hono'
import type { AppEnv } from '../web/context'
import { openApiDocument } from '../openapi/document'

export function openApiRoutes() {
  const app = new Hono<AppEnv>()
  let text: string | null = null
  app.get('/api/openapi.json', (c) => {
    text ??= JSON.stringify(openApiDocument())
    c.header('Content-Type', 'application/json')
    // Another backend's developers and tools read it; it changes only with a deploy.
    c.header('Cache-Control', 'public, max-age=300')
    return c.body(text)
  })
  return app
}
