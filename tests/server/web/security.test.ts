/**
 * Security headers and the cross-site check (decision 0062): the app's page allows its own inline start-up script
 * by hash and nothing inline otherwise; every other answer allows nothing; state-changing calls from another site
 * are refused; an unexpected error never shows its stack.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../../server/app'
import { writeGeneration } from '../../../server/db/write-generation'
import type { Db } from '../../../server/db/types'
import { migrate } from '../../../server/db/migrate'
import { openPglite } from '../../../server/db/pglite'
import { seed } from '../../../server/seed/seed'
import { inlineScriptHashes } from '../../../server/web/security'
import { searchBody } from '../../builders/booking-request'
import { NOW, TODAY } from '../../support/server/harness'

const BOOT = `\n      ;(function () { window.__bookingBoot = { code: 'HARBOUR' } })()\n    `
const INDEX = `<!doctype html><html><head><title>app</title><script>${BOOT}</script>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head>
<body><div id="root"><p style="margin: 2rem">Loading…</p></div></body></html>`

const CARD_FRAME = `<!doctype html><html><head><title>Card details</title></head>
<body><div id="card-frame"></div><script type="module" crossorigin src="/assets/stripe-abc.js"></script></body></html>`

const directives = (csp: string | null) =>
  new Map(
    (csp ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/)
      return [name, values] as const
    }),
  )

describe('security headers and cross-site requests', () => {
  let db: Db
  let dir: string
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    db = await openPglite()
    await migrate(db)
    await seed(db, TODAY)
    dir = mkdtempSync(join(tmpdir(), 'be-csp-'))
    writeFileSync(join(dir, 'index.html'), INDEX)
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined)')
    mkdirSync(join(dir, 'card-frame'))
    writeFileSync(join(dir, 'card-frame', 'stripe.html'), CARD_FRAME)
    app = createApp({
      db,
      clock: () => NOW,
      secrets: { linkSigningKey: 'k' },
      staticDir: dir,
      publicUrl: 'https://book.example.com',
    })
  })
  afterAll(async () => {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('allows the page’s inline start-up script by its hash, computed from the HTML served', async () => {
    const res = await app.request('/Book/HARBOUR')
    expect(res.status).toBe(200)
    const csp = directives(res.headers.get('Content-Security-Policy'))
    const hash = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`
    expect(inlineScriptHashes(INDEX)).toEqual([hash])
    expect(csp.get('script-src')).toEqual(["'self'", hash])
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'")
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(csp.get('connect-src')).toEqual(["'self'"])
    expect(csp.get('worker-src')).toEqual(["'self'"])
    expect(csp.get('manifest-src')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    // The payment provider's card frame is a page of this origin (decision 0113); nothing else may be framed.
    expect(csp.get('frame-src')).toEqual(["'self'"])
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('X-Frame-Options')).toBe('DENY')
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')

    // A rebuilt index.html is served with its own hash.
    const changed = INDEX.replace("code: 'HARBOUR'", "code: 'CLIFFTOP'")
    writeFileSync(join(dir, 'index.html'), changed)
    const again = directives((await app.request('/Book/CLIFFTOP')).headers.get('Content-Security-Policy'))
    expect(again.get('script-src')).toEqual(["'self'", ...inlineScriptHashes(changed)])
    expect(again.get('script-src')).not.toContain(hash)
    writeFileSync(join(dir, 'index.html'), INDEX)
  })

  it('serves the Stripe card frame with its own policy: Stripe allowed there only, framed by the app only', async () => {
    const res = await app.request('/card-frame/stripe.html?key=pk_test_1&mode=payment')
    expect(res.status).toBe(200)
    const csp = directives(res.headers.get('Content-Security-Policy'))
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com'])
    expect(csp.get('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com'])
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com'])
    expect(csp.get('frame-ancestors')).toEqual(["'self'"])
    expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
    // The app's own page names no Stripe origin.
    const app_ = (await app.request('/Book/HARBOUR')).headers.get('Content-Security-Policy') ?? ''
    expect(app_).not.toContain('stripe.com')
  })

  it('gives the service worker the page’s policy, and every other answer one that allows nothing', async () => {
    const sw = directives((await app.request('/sw.js')).headers.get('Content-Security-Policy'))
    expect(sw.get('connect-src')).toEqual(["'self'"])
    for (const path of ['/api/Property/HARBOUR', '/api/Nope', '/assets/missing-abc.js']) {
      const csp = directives((await app.request(path)).headers.get('Content-Security-Policy'))
      expect(csp.get('default-src'), path).toEqual(["'none'"])
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"])
    }
  })

  it('allows the hotels’ own image hosts and, with a tag manager container, Google Tag Manager', async () => {
    await db.query(
      `UPDATE property SET settings = settings || '{"GoogleTagManagerContainerId": "GTM-ABC123", "LogoFileUrl": "https://cdn.hotel.example/logo.svg"}'::jsonb WHERE code = 'HARBOUR'`,
    )
    const csp = directives((await app.request('/Book/HARBOUR')).headers.get('Content-Security-Policy'))
    expect(csp.get('img-src')).toContain('https://cdn.hotel.example')
    expect(csp.get('script-src')).toContain('https://www.googletagmanager.com')
    expect(csp.get('connect-src')).toContain('https://*.google-analytics.com')
    expect(csp.get('script-src')).not.toContain('https://connect.facebook.net')
  })

  it('with a social pixel, allows its script and the host its events go to', async () => {
    await db.query(
      `UPDATE property SET settings = settings || '{"FacebookPixelId": "123456789012345"}'::jsonb WHERE code = 'CLIFFTOP'`,
    )
    const csp = directives((await app.request('/Book/HARBOUR')).headers.get('Content-Security-Policy'))
    expect(csp.get('script-src')).toContain('https://connect.facebook.net')
    expect(csp.get('img-src')).toContain('https://www.facebook.com')
    expect(csp.get('connect-src')).toContain('https://www.facebook.com')
  })

  it('refuses a state-changing call from another site, and takes it from the app’s own origin', async () => {
    const post = (headers: Record<string, string>) =>
      app.request('/api/Availability/Search', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Host: 'localhost:8080', ...headers },
        body: JSON.stringify(searchBody('2027-02-01', '2027-02-03')),
      })
    const refused: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
    ]
    for (const headers of refused) {
      const res = await post(headers)
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(await res.json()).toEqual({ Message: 'Requests from other sites are not accepted.' })
    }
    const taken: Record<string, string>[] = [
      {},
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:8080' },
      { Origin: 'https://book.example.com' },
    ]
    for (const headers of taken) {
      expect((await post(headers)).status, JSON.stringify(headers)).toBe(200)
    }
    // Reading is never refused: a link opened from an e-mail is a cross-site navigation.
    const read = await app.request('/api/Property/HARBOUR', { headers: { 'Sec-Fetch-Site': 'cross-site' } })
    expect(read.status).toBe(200)
  })

  it('answers an unexpected failure with a plain message: no stack, no SQL, no body echoed', async () => {
    const broken: Db = {
      kind: 'pglite',
      writes: writeGeneration(),
      instance: 1,
      query: () => Promise.reject(new Error('relation "property" does not exist')),
      transaction: () => Promise.reject(new Error('no')),
      close: () => Promise.resolve(),
    }
    // The one console.error expected here is checked below instead of failing the test.
    const logged = vi.mocked(console.error).mockImplementationOnce(() => undefined)
    const res = await createApp({ db: broken, clock: () => NOW, secrets: { linkSigningKey: 'k' } }).request(
      '/api/Property/HARBOUR',
    )
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ Message: 'Something went wrong. Please try again.' })
    expect(text).not.toMatch(/\bat |relation|\.ts:\d/)
    // The log line names the route and the message, never a stack.
    expect(logged).toHaveBeenCalledTimes(1)
    expect(JSON.parse(String(logged.mock.calls[0]?.[0]))).toMatchObject({
      method: 'GET',
      path: '/api/Property/HARBOUR',
    })
    expect(String(logged.mock.calls[0]?.[0])).not.toMatch(/\n\s+at /)
  })
})
