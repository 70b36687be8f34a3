import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import { migrate } from '../../../server/db/migrate'
import { openPglite } from '../../../server/db/pglite'
import type { Db } from '../../../server/db/types'
import { seed } from '../../../server/seed/seed'
import { NOW, TODAY } from '../../support/server/harness'

const BIG = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))}\n`

describe('serving the built client', () => {
  let db: Db
  let dir: string
  let app: ReturnType<typeof createApp>
  const lines: string[] = []

  beforeAll(async () => {
    db = await openPglite()
    await migrate(db)
    dir = mkdtempSync(join(tmpdir(), 'be-static-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>')
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)')
    writeFileSync(join(dir, 'assets', 'big-abc123.js'), BIG)
    writeFileSync(join(dir, 'sw.js'), 'self')
    mkdirSync(join(dir, 'demo'))
    writeFileSync(join(dir, 'demo', 'logo.png'), Buffer.from('89504e470d0a1a0a', 'hex'))
    app = createApp({
      db,
      clock: () => NOW,
      secrets: { linkSigningKey: 'k' },
      staticDir: dir,
      log: (l) => lines.push(l),
    })
  })
  afterAll(async () => {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('caches hashed assets for a year and the shell not at all', async () => {
    const asset = await app.request('/assets/index-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-type')).toContain('javascript')
    const sw = await app.request('/sw.js')
    expect(sw.headers.get('cache-control')).toBe('no-cache')
  })

  it('lets other sites and mail clients show its pictures, and nothing else', async () => {
    const logo = await app.request('/demo/logo.png')
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/png')
    expect(logo.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    const script = await app.request('/assets/index-abc123.js')
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    const shell = await app.request('/Error')
    expect(shell.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  })

  it('sends files compressed (brotli, else gzip) to clients that accept it, and plain to the others', async () => {
    const br = await app.request('/assets/big-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toContain('Accept-Encoding')
    const packed = Buffer.from(await br.arrayBuffer())
    expect(packed.length).toBeLessThan(BIG.length / 2)
    expect(brotliDecompressSync(packed).toString()).toBe(BIG)
    const gz = await app.request('/assets/big-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG)
    const plain = await app.request('/assets/big-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(BIG)
    // Tiny files are not worth it.
    const small = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br' } })
    expect(small.headers.get('content-encoding')).toBeNull()
  })

  it('answers client routes with index.html, but never an /api path or a missing asset', async () => {
    // No hotel is in this database: a page outside any hotel (a hotel's page would be a 404, decision 0118).
    const page = await app.request('/Error')
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect(await page.text()).toContain('<title>app</title>')
    const api = await app.request('/api/Nope')
    expect(api.status).toBe(404)
    expect(api.headers.get('content-type')).toContain('application/json')
    expect((await app.request('/assets/missing-123.js')).status).toBe(404)
    expect((await app.request('/../../etc/passwd')).status).not.toBe(500)
  })

  it('logs one line per request without bodies', async () => {
    lines.length = 0
    await app.request('/api/ClientLog', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        Entries: [
          { Level: 'info', Message: 'hello', Url: '/Book/HARBOUR/Confirmation/abcdefghijklmnopqrstuvwxyz' },
        ],
      }),
    })
    // The request's own line is JSON (server/web/request-log.ts); the client's entries follow as text.
    expect(lines.some((l) => /^\{.*"method":"POST","path":"\/api\/ClientLog","status":204,/.test(l))).toBe(
      true,
    )
    expect(lines.join('\n')).not.toContain('abcdefghijklmnopqrstuvwxyz')
  })

  it('writes client log entries as one JSON line each, with no secret or personal detail a client put in them', async () => {
    lines.length = 0
    const res = await app.request('/api/ClientLog', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        LanguageCode: 'en',
        Entries: [
          {
            Level: 'error',
            Message: 'Card 4242 4242 4242 4242 cvv=123 for ada@example.com\nforged line password=hunter2',
            Url: '/api/PayByLink/Get?propertyId=1001&hash=shortcode&invoiceNumber=INV-9',
            Method: 'GET',
            Status: 500,
            PropertyCode: 'HARBOUR',
          },
          {
            Level: 'warn',
            Message: 'x',
            Url: '/SecurePay/HARBOUR/P/INV-9/short',
            Method: 'GET',
            Status: 403,
          },
        ],
      }),
    })
    expect(res.status).toBe(204)
    const client = lines.filter((l) => l.includes('"source":"client"'))
    expect(client).toHaveLength(2)
    const [first, second] = client.map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(first).toMatchObject({
      level: 'error',
      property: 'HARBOUR',
      method: 'GET',
      url: '/api/PayByLink/Get?propertyId=1001&hash=…&invoiceNumber=…',
      status: 500,
    })
    expect(first?.requestId).toEqual(expect.any(String))
    expect(second).toMatchObject({ level: 'warn', url: '/SecurePay/HARBOUR/P/…/…', status: 403 })
    for (const secret of ['4242', 'cvv=123', 'ada@example.com', 'hunter2', 'shortcode', 'INV-9'])
      expect(client.join('\n')).not.toContain(secret)
  })
})

describe('the app page filled in for the property and page of its address (decision 0027)', () => {
  let db: Db
  let dir: string
  let app: ReturnType<typeof createApp>
  const index = `<!doctype html><html><head>
  </head><body><div id="root"><!--boot-shell--><p>Loading</p><!--/boot-shell--></div>
    <template id="boot-code">
      <link rel="modulepreload" crossorigin href="/assets/start-s1.js">
      <link rel="modulepreload" crossorigin href="/assets/index-e1.js" data-app-entry>
    </template>
  </body></html>`
  const bootFiles = {
    search: {
      js: ['assets/index-e1.js', 'assets/start-s1.js', 'assets/search-page-p1.js', 'assets/card-c1.js'],
      css: ['assets/search-page-x1.css'],
    },
  }

  beforeAll(async () => {
    db = await openPglite()
    await migrate(db)
    await seed(db, TODAY)
    dir = mkdtempSync(join(tmpdir(), 'be-boot-'))
    writeFileSync(join(dir, 'index.html'), index)
    writeFileSync(join(dir, 'boot-pages.json'), JSON.stringify(bootFiles))
    app = createApp({ db, clock: () => NOW, secrets: { linkSigningKey: 'k' }, staticDir: dir })
  })
  afterAll(async () => {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it("paints the property's header and the search page's heading, and loads the page's code with the app's", async () => {
    const res = await app.request('/Book/harbour', { headers: { 'Accept-Encoding': 'br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()
    expect(html).toContain('1 Quay Street')
    expect(html).toContain('>Book your stay</h1>')
    expect(html).not.toContain('<p>Loading</p>')
    // In the list of code the page loads once the shell has painted.
    const code = html.slice(html.indexOf('<template id="boot-code">'), html.indexOf('</template>'))
    expect(code).toContain('<link rel="modulepreload" crossorigin href="/assets/search-page-p1.js">')
    expect(code).toContain('<link rel="modulepreload" crossorigin href="/assets/card-c1.js">')
    expect(code).toContain('<link rel="preload" as="style" crossorigin href="/assets/search-page-x1.css">')
    // What index.html preloads already is not asked for twice.
    expect(html.match(/start-s1\.js/g)).toHaveLength(1)
    expect(html.match(/index-e1\.js/g)).toHaveLength(1)
  })

  it('escapes what the property says, and shows an unknown property the plain shell', async () => {
    await db.query(
      `UPDATE property SET settings = jsonb_set(settings, '{PropertyAddress}', '"<script>alert(1)</script>"') WHERE code = 'CLIFFTOP'`,
    )
    const clifftop = await (await app.request('/Book/CLIFFTOP')).text()
    expect(clifftop).not.toContain('<script>alert(1)')
    expect(clifftop).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    const unknownHotel = await app.request('/Book/NOWHERE')
    // Not found (decision 0118), and still the shell: the app says so with a way back.
    expect(unknownHotel.status).toBe(404)
    const unknown = await unknownHotel.text()
    expect(unknown).not.toContain('<h1')
    expect(unknown).toContain('Loading…')
  })

  it('answers 404 with the app for an address no page has, inside a hotel or not; 200 for every page', async () => {
    for (const path of [
      '/Book/HARBOUR/Nope',
      '/Nope',
      '/Manage/HARBOUR/Nope/At/All',
      '/Account/Nope/HARBOUR',
    ]) {
      const res = await app.request(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type'), path).toContain('text/html')
    }
    for (const path of [
      '/Book/harbour/checkout',
      '/Manage/HARBOUR/Reservation/R1/abc',
      '/Account/Login/HARBOUR',
    ])
      expect((await app.request(path)).status, path).toBe(200)
  })

  it('draws rooms and rates opened from an address with the room type the page will list first', async () => {
    const html = await (
      await app.request('/Book/HARBOUR/Rooms-And-Rates?arrival=2027-02-09&departure=2027-02-11&rooms=2-0-0')
    ).text()
    expect(html).toContain('>Rooms &amp; Rates</h1>')
    expect(html).toContain('Tue 9 Feb – Thu 11 Feb · 2 nights · 1 room')
    expect(html).toContain('>Room 1: 2 adults</h2>')
    expect(html).toContain('src="/demo/room-classic.svg"')
    expect(html).toContain('>Classic Double</h3>')
    // A search the API would refuse draws the page without a room.
    const past = await (
      await app.request('/Book/HARBOUR/Rooms-And-Rates?arrival=2026-02-09&departure=2026-02-11&rooms=2-0-0')
    ).text()
    expect(past).toContain('>Rooms &amp; Rates</h1>')
    expect(past).not.toContain('<img src="/demo/room')
  })
})
