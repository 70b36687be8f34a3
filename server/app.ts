/**
 * The reference property API as a Hono app. createApp takes everything from outside (database, clock, secrets,
 * mail folder, optional built client) so tests can pin the clock and use a fresh database.
 */
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { secureHeaders } from 'hono/secure-headers'
import { pageOfAddress } from '@/api/contract/app-addresses'
import { bootPages, shellSearchAddress } from './routes/boot-page'
import { localeOfRequest } from '@/boot-shell/shell-language'
import { builtInProvider, paymentsWith, type BuiltInProvider } from './payments/built-in'
import { compressedFile, pickEncoding, warmCompression } from './web/compression'
import type { AppDeps, AppEnv } from './web/context'
import { isDatabaseOutage, OUTAGE_MESSAGE, OUTAGE_RETRY_AFTER_SECONDS } from './db/outage'
import { hasControlCharacter } from '@/api/contract/common'
import { languageFromHeader } from '@/domain/language'
import { translatedErrorBody } from './web/error-language'
import { healthRoutes } from './web/health'
import { boundedAddress } from './web/http'
import { HttpError } from './http-errors'
import { idempotency } from './web/idempotency'
import { noticingQueuedMail } from './mail/outbox'
import { refuseCardData } from './web/no-card-data'
import { pmsAccess } from './pms/access'
import { errorLine, requestIds, requestLog } from './web/request-log'
import { appPolicy, cardFramePolicy, isCardFramePage, LOCKED_DOWN_CSP, refuseCrossSite } from './web/security'
import { deskRoutes } from './desk/routes'
import { adminRoutes } from './desk/settings-admin'
import { accountRoutes } from './routes/account'
import { availabilityRoutes } from './routes/availability'
import { clientLogRoutes } from './routes/client-log'
import { companyRoutes } from './routes/company'
import { currencyRoutes } from './routes/currency'
import { manageBookingRoutes } from './routes/manage-booking'
import { manifestRoutes } from './routes/manifest'
import { openApiRoutes } from './routes/openapi'
import { payByLinkRoutes } from './routes/pay-by-link'
import { paymentEventRoutes } from './routes/payment-events'
import { payStackTestRoutes } from './routes/paystack-test'
import { pmsRoutes } from './routes/pms'
import { preCheckInRoutes } from './routes/pre-check-in'
import { propertyRoutes } from './routes/property'
import { reservationRoutes } from './routes/reservation'
import { restaurantRoutes } from './routes/restaurant'
import { roomConfigurationRoutes } from './routes/room-configuration'
import { serviceRoutes } from './routes/service'
import { staticDataRoutes } from './routes/static-data'

export type { AppDeps } from './web/context'

/** What createApp takes: the payments default to the built-in test provider (decision 0113). */
export type AppOptions = Omit<AppDeps, 'payments'> & {
  payments?: AppDeps['payments']
  builtIn?: BuiltInProvider
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
}

export function createApp(options: AppOptions) {
  const builtIn = options.builtIn ?? builtInProvider(options)
  const deps: AppDeps = {
    ...options,
    payments: options.payments ?? paymentsWith(builtIn, null, options.publicUrl),
  }
  const app = new Hono<AppEnv>()
  applyMiddleware(app, deps)
  // The built-in provider's card frame and challenge pages: outside /api/, with their own headers.
  app.route('/test-provider', builtIn.pages)
  app.route('/', healthRoutes(deps.db, deps.lifecycle, deps.dataDir))
  mountApi(app, deps)
  if (deps.staticDir) serveClient(app, deps, deps.staticDir)
  // Error answers speak the request's language (decision 0122); the app sends the guest's as Accept-Language.
  const inLanguage = (c: Context, body: Record<string, unknown>) =>
    translatedErrorBody(body, languageFromHeader(c.req.header('Accept-Language')))
  app.notFound((c) => c.json(inLanguage(c, { Message: 'Not found.' }), 404))
  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json(inLanguage(c, err.body), err.status)
    // The database is out of reach: nothing was written, and the same request will work once it is back.
    if (isDatabaseOutage(err)) {
      c.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS))
      return c.json({ Message: OUTAGE_MESSAGE }, 503)
    }
    // Unexpected: log the message only (never a body, which may hold card data) and hide the details.
    console.error(errorLine(c, err))
    return c.json({ Message: 'Something went wrong. Please try again.' }, 500)
  })
  return app
}

/** The decoded page path, or null when its %-encoding is broken or it holds a control character. */
function pagePath(pathname: string): string | null {
  try {
    const path = decodeURIComponent(pathname)
    return hasControlCharacter(path) ? null : path
  } catch {
    return null
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/** Request log, security headers and policies, and the API's cache, size, origin and idempotency rules. */
function applyMiddleware(app: Hono<AppEnv>, deps: AppDeps) {
  app.use('*', requestIds())
  if (deps.log) app.use('*', requestLog(deps.log))
  app.use(
    '*',
    secureHeaders({
      // Nothing of ours may be framed, except the payment provider's card frame by the app itself: that page sets
      // its own X-Frame-Options (SAMEORIGIN), which is kept (overwrite: false).
      xFrameOptions: 'DENY',
      overwrite: false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
    }),
  )
  // Only the app's page and its service worker may load anything (they get appPolicy below).
  app.use('*', async (c, next) => {
    await next()
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', LOCKED_DOWN_CSP)
  })
  app.use('/api/*', async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })
  app.use('/api/*', refuseCrossSite(deps.publicUrl))
  // Pages decode their own path (serveClient): a bad link to the app still opens the app.
  app.use('/api/*', boundedAddress())
  app.use('/manifest/*', boundedAddress())
  // Answers such as the 36-month calendar or a search with many rates are tens of kB of JSON.
  app.use('/api/*', compress({ encoding: 'gzip' }))
  // The largest honest body (a 4-room booking with extras) is a few kB.
  app.use(
    '/api/*',
    bodyLimit({ maxSize: 256 * 1024, onError: (c) => c.json({ Message: 'The request is too large.' }, 413) }),
  )
  // A PMS is let in (or refused) before its Idempotency-Key is looked at: a stored answer is only for its caller.
  app.use('/api/pms/*', pmsAccess(deps))
  // Card data is refused before anything else reads the body, the Idempotency-Key's hash included.
  app.use('/api/*', refuseCardData())
  app.use('/api/*', idempotency(deps.db))
  // Mail a change queued leaves once it is committed. Inside the idempotency middleware on purpose: should this
  // throw, the change's stored answer still goes out (decision 0098).
  app.use('/api/*', async (_c, next) => {
    if (await noticingQueuedMail(next)) deps.outbox?.kick()
  })
}

function mountApi(app: Hono<AppEnv>, deps: AppDeps) {
  app.route('/', propertyRoutes(deps))
  app.route('/', staticDataRoutes(deps))
  app.route('/', availabilityRoutes(deps))
  app.route('/', serviceRoutes(deps))
  app.route('/', reservationRoutes(deps))
  app.route('/', restaurantRoutes(deps))
  app.route('/', companyRoutes(deps))
  app.route('/', currencyRoutes(deps))
  app.route('/', roomConfigurationRoutes(deps))
  app.route('/', clientLogRoutes(deps))
  app.route('/', accountRoutes(deps))
  app.route('/', manageBookingRoutes(deps))
  app.route('/', preCheckInRoutes(deps))
  app.route('/', payByLinkRoutes(deps))
  app.route('/', payStackTestRoutes(deps))
  app.route('/', paymentEventRoutes(deps))
  app.route('/', pmsRoutes(deps))
  app.route('/', deskRoutes(deps))
  if (deps.adminToken) app.route('/', adminRoutes(deps, deps.adminToken))
  app.route('/', openApiRoutes())

  app.all('/api/*', (c) => c.json({ Message: 'There is no such API call.' }, 404))
  app.route('/', manifestRoutes(deps))
}

/** The desk's page for every /Desk address: not cached, and with the app's policy for its own HTML. */
async function serveDesk(c: Context<AppEnv>, file: string, policy: (html?: string) => Promise<string>) {
  const html = await readFile(file, 'utf8').catch(() => null)
  if (html === null) return c.text('The desk is not built (npm run build).', 404)
  c.header('Cache-Control', 'no-cache')
  c.header('Content-Security-Policy', await policy(html))
  return c.html(html)
}

/** The built client: files as they are (compressed when asked), and the boot page for every client route. */
function serveClient(app: Hono<AppEnv>, deps: AppDeps, staticDir: string) {
  const root = resolve(staticDir)
  const typeOf = (file: string) => TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
  const policy = appPolicy(deps.db, join(root, 'index.html'))
  void warmCompression(root, typeOf)
  const bootPage = bootPages(root, deps.db, deps.clock)
  app.get('*', async (c) => {
    const path = pagePath(new URL(c.req.url).pathname)
    if (path === null) return c.text('The address is not valid.', 400)
    const file = normalize(join(root, path))
    if (file.startsWith(root + sep) && (await isFile(file))) {
      const hashed = path.startsWith('/assets/')
      const type = typeOf(file)
      c.header('Content-Type', type)
      c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      c.header('Vary', 'Accept-Encoding')
      // Pictures (the hotel's logo, rooms) are public and shown by others too: a mail client's web page, a
      // metasearch listing. secureHeaders' default same-origin policy would break them there.
      if (type.startsWith('image/')) c.header('Cross-Origin-Resource-Policy', 'cross-origin')
      if (type.startsWith('text/html') && isCardFramePage(path)) {
        // Our card frame (Stripe's fields, decision 0113): its own policy, and framed by the app only.
        c.header('Content-Security-Policy', cardFramePolicy())
        c.header('X-Frame-Options', 'SAMEORIGIN')
      } else if (type.startsWith('text/html'))
        c.header('Content-Security-Policy', await policy(await readFile(file, 'utf8')))
      else if (path === '/sw.js') c.header('Content-Security-Policy', await policy())
      const body = await readFile(file)
      const encoding = pickEncoding(c.req.header('Accept-Encoding'))
      const packed = await compressedFile(file, (await stat(file)).mtimeMs, body, type, encoding)
      if (packed && encoding) {
        c.header('Content-Encoding', encoding)
        return c.body(new Uint8Array(packed))
      }
      return c.body(new Uint8Array(body))
    }
    // Client-side routes (/Book/HARBOUR/…) get the app shell; a missing asset stays a 404.
    if (extname(path) !== '' && !path.endsWith('.html')) return c.text('Not found', 404)
    // The hotel's desk is a page of its own, never the guest app's shell (decision 0117).
    if (/^\/Desk(\/|$)/i.test(path)) return serveDesk(c, join(root, 'desk.html'), policy)
    // The page's boot shell is filled in for the property and page of the address (decision 0027); a search
    // from the boot shell's form is painted at once for the address in the app's format that it stands for,
    // without a redirect (decisions 0110, 0145). In the guest's language: ?lang, the kept choice, then
    // Accept-Language (decision 0121).
    const url = shellSearchAddress(new URL(c.req.url)) ?? new URL(c.req.url)
    const locale = localeOfRequest({
      lang: url.searchParams.get('lang'),
      cookie: c.req.header('Cookie'),
      acceptLanguage: c.req.header('Accept-Language'),
    })
    const page = await bootPage(url, pickEncoding(c.req.header('Accept-Encoding')), locale)
    if (!page) return c.text('The client app is not built (npm run build).', 404)
    c.header('Cache-Control', 'no-cache')
    // An address no page has, or a hotel code no hotel has, is not found: the shell still comes, so the app
    // shows its not-found page with the hotel's header and a way back (decision 0118).
    if (page.noSuchHotel || pageOfAddress(new URL(c.req.url).pathname) === null) c.status(404)
    // The inline start-up script of the page served is allowed by its hash (decision 0062).
    c.header('Content-Security-Policy', await policy(page.html))
    c.header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
    if (!page.encoding) return c.html(page.body)
    c.header('Content-Type', 'text/html; charset=utf-8')
    c.header('Content-Encoding', page.encoding)
    return c.body(new Uint8Array(page.body))
  })
}
