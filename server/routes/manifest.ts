import { Hono } from 'hono'
import { requireProperty } from '../catalogue/property'
import type { AppDeps, AppEnv } from '../web/context'

/**
 * The web app manifest, one per property: installing from /Book/CLIFFTOP puts "Clifftop…" on the home screen
 * with its own colour and start page. The page points its <link rel="manifest"> here once the property is
 * known (src/app/install.ts); /manifest.webmanifest is the default property's, for the first paint.
 */
export function manifestRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()
  const base = '/'
  const defaultProperty = process.env.DEFAULT_PROPERTY ?? 'HARBOUR'

  const manifest = async (code: string) => {
    const property = await requireProperty(db, code)
    const name = property.settings.PropertyName
    return {
      id: `${base}Book/${property.settings.PropertyCode}`,
      name,
      short_name: name.length <= 12 ? name : name.split(/\s+/)[0]?.slice(0, 12) || name.slice(0, 12),
      description: `Book your stay at ${name}, manage your booking and check in online.`,
      lang: 'en-GB',
      start_url: `${base}Book/${property.settings.PropertyCode}`,
      scope: base,
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: property.settings.Theme.BrandPrimary,
      icons: [
        { src: `${base}icons/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: `${base}icons/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: `${base}icons/maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    }
  }

  const headers = {
    'Content-Type': 'application/manifest+json',
    'Cache-Control': 'no-cache',
  }
  app.get('/manifest.webmanifest', async (c) =>
    c.body(JSON.stringify(await manifest(defaultProperty)), 200, headers),
  )
  app.get('/manifest/:file', async (c) =>
    c.body(JSON.stringify(await manifest(c.req.param('file').replace(/\.webmanifest$/, ''))), 200, headers),
  )
  return app
}
