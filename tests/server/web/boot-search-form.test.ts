import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtinEnvironments } from 'vitest/runtime'
import { AvailabilityDays } from '@/api/contract/availability'
import { shellSearchQuery } from '@/boot-shell/shell-search-fields'
import { createApp } from '../../../server/app'
import { migrate } from '../../../server/db/migrate'
import { openPglite } from '../../../server/db/pglite'
import type { Db } from '../../../server/db/types'
import { seed } from '../../../server/seed/seed'
import { NOW, TODAY } from '../../support/server/harness'

// The boot shell's search form (decision 0110) as a browser without the app's code meets it: the page the server
// paints, the form's own constraints, and the plain GET its Search button sends, answered at once (0145).

const INDEX = `<!doctype html><html><head></head><body><div id="root"><!--boot-shell--><!--/boot-shell--></div></body></html>`

/** A browser window to read the page in, apart from the test's globals (the server runs in node's). */
let browser: { window: Window & typeof globalThis; teardown: () => unknown } | null = null

async function openBrowser() {
  const vm = await builtinEnvironments.jsdom.setupVM?.({ jsdom: {} })
  if (!vm) throw new Error('vitest has no jsdom')
  const context = vm.getVmContext()
  const window: unknown = context.window
  if (!isWindow(window)) throw new Error('jsdom gave no window')
  browser = { window, teardown: vm.teardown }
}

function isWindow(value: unknown): value is Window & typeof globalThis {
  return typeof value === 'object' && value !== null && 'document' in value && 'FormData' in value
}

/** The page's search form, loaded into the browser window. */
function formOf(html: string): HTMLFormElement {
  if (!browser) throw new Error('no browser')
  const { document } = browser.window
  document.open()
  document.write(html)
  document.close()
  const form = document.querySelector<HTMLFormElement>('form#boot-search')
  if (!form) throw new Error('no search form in the shell')
  return form
}

function control(form: HTMLFormElement, name: string): HTMLInputElement | HTMLSelectElement {
  const element = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)
  if (!element) throw new Error(`no field ${name}`)
  return element
}

function options(form: HTMLFormElement, name: string): string[] {
  return Array.from(form.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option`), (o) => o.value)
}

/** What pressing Search sends: the form's fields as a GET query to its action. */
function submitted(form: HTMLFormElement): string {
  if (!browser) throw new Error('no browser')
  const query = new URLSearchParams()
  for (const [name, value] of new browser.window.FormData(form))
    if (typeof value === 'string') query.append(name, value)
  return `${form.getAttribute('action')}?${query.toString()}`
}

describe("the boot shell's search form", () => {
  let db: Db
  let dir: string
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    db = await openPglite()
    await migrate(db)
    await seed(db, TODAY)
    dir = mkdtempSync(join(tmpdir(), 'be-shell-form-'))
    writeFileSync(join(dir, 'index.html'), INDEX)
    app = createApp({ db, clock: () => NOW, secrets: { linkSigningKey: 'k' }, staticDir: dir })
    await openBrowser()
  })
  afterAll(async () => {
    await browser?.teardown()
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it("offers the hotel's dates, rooms and guests, and can be used before the app runs", async () => {
    const form = formOf(await (await app.request('/Book/HARBOUR')).text())
    expect(form.getAttribute('method')).toBe('get')
    expect(form.getAttribute('action')).toBe('/Book/HARBOUR/Rooms-And-Rates')
    expect(form.closest('[inert]')).toBeNull()
    expect(form.closest('[aria-hidden]')).toBeNull()
    const arrival = control(form, 'arrival')
    expect(arrival.type).toBe('date')
    expect(arrival.required).toBe(true)
    expect(arrival.getAttribute('min')).toBe(TODAY)
    expect(control(form, 'departure').getAttribute('min')).toBe('2027-01-05')
    // HARBOUR books up to 4 rooms, 4 adults and 3 children a room, and searches infants (docs/product/search.md#what-is-kept).
    expect(options(form, 'roomCount')).toEqual(['1', '2', '3', '4'])
    expect(options(form, 'adults1')).toEqual(['1', '2', '3', '4'])
    expect(options(form, 'children1')).toEqual(['0', '1', '2', '3'])
    expect(control(form, 'adults1').value).toBe('2')
    expect(control(form, 'children4').value).toBe('0')
    expect(control(form, 'infants1').value).toBe('0')
    // Every field has a label a screen reader says.
    for (const field of Array.from(form.querySelectorAll('input:not([type=hidden]), select')))
      expect(form.querySelector(`label[for="${field.id}"]`)?.textContent).toBeTruthy()
    expect(form.querySelector('button[type=submit]')?.textContent).toBe('Search')
  })

  it("paints the first months of the hotel's availability calendar, as the calendar API answers it", async () => {
    const harbour = (await db.query<{ id: number }>(`SELECT id FROM property WHERE code = 'HARBOUR'`))[0]
    if (!harbour) throw new Error('no HARBOUR')
    // Painted once before the changes: the page kept must not hide them.
    formOf(await (await app.request('/Book/HARBOUR')).text())
    await db.query(`UPDATE inventory SET available = 0 WHERE property_id = $1 AND day = '2027-01-20'`, [
      harbour.id,
    ])
    await db.query(`UPDATE rate SET min_stay = 3 WHERE property_id = $1 AND day = '2027-01-15'`, [harbour.id])
    const form = formOf(await (await app.request('/Book/HARBOUR')).text())
    const panel = form.querySelector<HTMLElement>('#boot-calendar')
    expect(panel?.hidden).toBe(true)
    expect(form.querySelector('#boot-dates')?.getAttribute('aria-controls')).toBe('boot-calendar')
    const months = Array.from(form.querySelectorAll('[data-month] p'), (p) => p.textContent)
    expect(months).toEqual(['January 2027', 'February 2027', 'March 2027'])
    const days = Array.from(form.querySelectorAll<HTMLButtonElement>('[data-day]'))
    expect(days[0]?.dataset.day).toBe(TODAY)
    expect(days.at(-1)?.dataset.day).toBe('2027-03-31')
    const day = (iso: string) => form.querySelector<HTMLButtonElement>(`[data-day="${iso}"]`)
    // HARBOUR shows sold-out days and tells minimum stays.
    expect(day('2027-01-20')?.hasAttribute('data-sold')).toBe(true)
    expect(day('2027-01-20')?.getAttribute('aria-label')).toBe('20 January 2027, Not available')
    expect(day('2027-01-15')?.dataset.min).toBe('3')
    expect(day('2027-01-15')?.getAttribute('aria-label')).toMatch(
      /^15 January 2027, from £\d+, Minimum stay 3 nights$/,
    )
    // Each day's price is the calendar API's lowest rate for it, for the form's party (HARBOUR's default: two
    // adults), as the app's calendar shows it (whole pounds).
    const api = await app.request(
      `/api/Availability?propertyId=${harbour.id}&fromDate=${TODAY}&toDate=2027-03-31&adults=2&children=0&infants=0`,
    )
    const lowest = new Map<string, number>()
    for (const entry of v.parse(AvailabilityDays, await api.json()))
      if (entry.AvailableRooms > 0 && entry.Rates.length > 0)
        lowest.set(entry.DateOfStay, Math.min(...entry.Rates.map((r) => r.MinimumRate)))
    expect(lowest.size).toBeGreaterThan(80)
    for (const button of days) {
      const price = lowest.get(button.dataset.day ?? '')
      const shown = button.querySelector('span')?.textContent
      expect(shown).toBe(price === undefined ? '\u00a0' : `£${Math.round(price).toLocaleString('en-GB')}`)
    }
  })

  it('lets the browser refuse missing dates and an arrival in the past', async () => {
    const form = formOf(await (await app.request('/Book/HARBOUR')).text())
    expect(form.checkValidity()).toBe(false)
    control(form, 'arrival').value = '2027-01-03'
    control(form, 'departure').value = '2027-01-06'
    expect(control(form, 'arrival').validity.rangeUnderflow).toBe(true)
    control(form, 'arrival').value = '2027-01-04'
    expect(form.checkValidity()).toBe(true)
  })

  it("starts on the hotel's today, in the hotel's time zone", async () => {
    // 10:00 UTC is already the next day on Kiritimati (UTC+14)
    await db.query(
      `UPDATE property SET settings = jsonb_set(settings, '{TimeZone}', '"Pacific/Kiritimati"') WHERE code = 'CLIFFTOP'`,
    )
    const form = formOf(await (await app.request('/Book/CLIFFTOP')).text())
    expect(control(form, 'arrival').getAttribute('min')).toBe('2027-01-05')
    // CLIFFTOP searches no infants
    expect(form.querySelector('[name=infants1]')).toBeNull()
  })

  it('sends a search that Rooms & Rates answers at once, painted for the address the app reads', async () => {
    const form = formOf(await (await app.request('/Book/HARBOUR')).text())
    control(form, 'arrival').value = '2027-02-09'
    control(form, 'departure').value = '2027-02-11'
    control(form, 'roomCount').value = '2'
    control(form, 'adults2').value = '1'
    control(form, 'children2').value = '1'
    control(form, 'promoCode').value = ' WINTER '
    // One round trip: the page itself, no redirect (decision 0145).
    const sent = await app.request(submitted(form))
    expect(sent.status).toBe(200)
    expect(sent.headers.get('location')).toBeNull()
    const page = await sent.text()
    // Rooms three and four were not chosen: they are not searched.
    expect(page).toContain('Tue 9 Feb – Thu 11 Feb · 2 nights · 2 rooms')
    expect(page).toContain('>Room 1: 2 adults</h2>')
    // The address the app writes in its place (src/app/start.tsx) is the one the server painted the page for.
    const address = new URL(`http://app${submitted(form)}`)
    expect(`${address.pathname}?${shellSearchQuery(address.searchParams)}`).toBe(
      '/Book/HARBOUR/Rooms-And-Rates?arrival=2027-02-09&departure=2027-02-11&rooms=2-0-0%2C1-1-0&promoCode=WINTER',
    )
  })

  it('fills itself in with the search its address carries', async () => {
    const form = formOf(
      await (
        await app.request(
          '/Book/HARBOUR?arrival=2027-03-01&departure=2027-03-04&rooms=3-0-0,1-2-1&ratePlanCode=BAR&locationId=1',
        )
      ).text(),
    )
    expect(control(form, 'arrival').value).toBe('2027-03-01')
    expect(control(form, 'departure').value).toBe('2027-03-04')
    expect(control(form, 'roomCount').value).toBe('2')
    expect(control(form, 'adults1').value).toBe('3')
    expect(control(form, 'children2').value).toBe('2')
    expect(control(form, 'infants2').value).toBe('1')
    expect(control(form, 'ratePlanCode').value).toBe('BAR')
    // HARBOUR has a location to choose (its booking config), as the app's search offers
    expect(options(form, 'locationId')).toEqual(['', '1'])
    expect(control(form, 'locationId').value).toBe('1')
  })

  it('answers whatever a crafted query sends with a page, never an error or a redirect', async () => {
    const field = fc.constantFrom(
      'roomCount',
      'adults1',
      'children1',
      'infants3',
      'arrival',
      'promoCode',
      'rooms',
    )
    const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: -1000, max: 1000 }).map(String))
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(field, value), { maxLength: 6 }), async (pairs) => {
        const query = new URLSearchParams(pairs).toString()
        for (const path of ['/Book/HARBOUR/Rooms-And-Rates', '/Book/HARBOUR']) {
          const res = await app.request(`${path}?${query}`)
          expect(res.status).toBe(200)
          expect(res.headers.get('location')).toBeNull()
        }
      }),
      { numRuns: 40 },
    )
  })
})
