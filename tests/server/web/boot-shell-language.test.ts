import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import { migrate } from '../../../server/db/migrate'
import { openPglite } from '../../../server/db/pglite'
import type { Db } from '../../../server/db/types'
import { seed } from '../../../server/seed/seed'
import { NOW, TODAY } from '../../support/server/harness'

// The server's first answer in the guest's language (decision 0121): the boot shell and its JavaScript-free
// search form as a French browser meets them, followed through the plain GET its Search button sends.

const INDEX = `<!doctype html><html lang="en-GB"><head>\n  </head><body><div id="root"><!--boot-shell--><!--/boot-shell--></div></body></html>`

describe('the boot shell in the guest’s language', () => {
  let db: Db
  let dir: string
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    db = await openPglite()
    await migrate(db)
    await seed(db, TODAY)
    dir = mkdtempSync(join(tmpdir(), 'be-shell-lang-'))
    writeFileSync(join(dir, 'index.html'), INDEX)
    app = createApp({ db, clock: () => NOW, secrets: { linkSigningKey: 'k' }, staticDir: dir })
  })
  afterAll(async () => {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const french = { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5' }

  it('answers Accept-Language: fr with a French shell and a French no-script form', async () => {
    const answer = await app.request('/Book/HARBOUR', { headers: french })
    expect(answer.headers.get('vary')).toContain('Accept-Language')
    const page = await answer.text()
    expect(page).toContain('<html lang="fr" dir="ltr">')
    expect(page).toContain('Réservez votre séjour')
    expect(page).toContain('>Rechercher</button>')
    expect(page).toContain('Arrivée')
    expect(page).not.toContain('>Search</button>')
    // One alternate address per language, and the default.
    expect(page).toContain('hreflang="de" href="/Book/HARBOUR?lang=de"')
    expect(page).toContain('hreflang="x-default" href="/Book/HARBOUR"')
  })

  it('answers a Dutch browser (Accept-Language: nl-BE) with a Dutch shell, and lists every language', async () => {
    const answer = await app.request('/Book/HARBOUR', { headers: { 'Accept-Language': 'nl-BE,nl;q=0.9' } })
    const page = await answer.text()
    expect(page).toContain('<html lang="nl" dir="ltr">')
    expect(page).toContain('Boek uw verblijf')
    expect(page).toContain('>Zoeken</button>')
    expect(page).toContain('Aankomst')
    // The hotel's own occupancy words are English (its property file): the catalogue's show instead.
    expect(page).toContain('Volwassenen')
    expect(page).not.toContain('Ages 13 or above')
    for (const locale of ['es', 'it', 'nl'])
      expect(page).toContain(`hreflang="${locale}" href="/Book/HARBOUR?lang=${locale}"`)
  })

  it('follows the French form’s search to a French Rooms & Rates', async () => {
    const sent = await app.request(
      '/Book/HARBOUR/Rooms-And-Rates?arrival=2027-02-09&departure=2027-02-11&roomCount=1&adults1=2&children1=0&infants1=0',
      { headers: french },
    )
    expect(sent.status).toBe(200)
    const page = await sent.text()
    expect(page).toContain('Chambres et tarifs')
    expect(page).toContain('2 nuits')
    expect(page).toContain('Chambre 1 : 2 adultes')
  })

  it('lets ?lang and the kept choice win over Accept-Language, and draws Arabic right to left', async () => {
    const asked = await (await app.request('/Book/HARBOUR?lang=de', { headers: french })).text()
    expect(asked).toContain('<html lang="de" dir="ltr">')
    expect(asked).toContain('>Suchen</button>')
    const kept = await (
      await app.request('/Book/HARBOUR', { headers: { ...french, Cookie: 'lang=ar' } })
    ).text()
    expect(kept).toContain('<html lang="ar" dir="rtl">')
    expect(kept).toContain('احجز إقامتك')
    const english = await (await app.request('/Book/HARBOUR')).text()
    expect(english).toContain('<html lang="en-GB" dir="ltr">')
    expect(english).toContain('>Search</button>')
  })
})
