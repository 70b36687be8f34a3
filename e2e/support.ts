import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test'

/** The demo hotel is full on the 24th and 25th of March, June, September and December. */
function soldOut(d: Date): boolean {
  return [3, 6, 9, 12].includes(d.getUTCMonth() + 1) && [24, 25].includes(d.getUTCDate())
}

/**
 * A weekday stay `weeksAhead` weeks from now, Tuesday to Thursday: clear of weekend minimum stays, and a week
 * later when its nights would fall on the demo hotel's sold-out days.
 */
export function midweekStay(weeksAhead: number): { arrival: string; departure: string } {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + weeksAhead * 7)
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1)
  const second = new Date(d)
  second.setUTCDate(d.getUTCDate() + 1)
  if (soldOut(d) || soldOut(second)) d.setUTCDate(d.getUTCDate() + 7)
  const arrival = d.toISOString().slice(0, 10)
  d.setUTCDate(d.getUTCDate() + 2)
  return { arrival, departure: d.toISOString().slice(0, 10) }
}

/**
 * A stay over the demo hotel's sold-out nights (the whole of HARBOUR is full on the 24th and 25th of March,
 * June, September and December): the 23rd to the 26th of the next such month at least a week away.
 */
export function soldOutStay(): { arrival: string; departure: string } {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + 7)
  for (;;) {
    const month = d.getUTCMonth() + 1
    if ([3, 6, 9, 12].includes(month) && d.getUTCDate() <= 23) break
    d.setUTCMonth(d.getUTCMonth() + 1, 1)
  }
  const ym = d.toISOString().slice(0, 7)
  return { arrival: `${ym}-23`, departure: `${ym}-26` }
}

/** Rooms left per room type for a stay, as the API reports them to any guest. */
export async function roomsLeft(
  request: APIRequestContext,
  propertyCode: string,
  arrival: string,
  departure: string,
) {
  const response = await request.post('/api/Availability/Search', {
    data: {
      PropertyId: propertyCode,
      LanguageCode: 'en',
      DateFrom: arrival,
      DateTo: departure,
      Rooms: [{ NumberOfAdults: 1, NumberOfChildren: 0, NumberOfInfants: 0 }],
    },
  })
  if (!response.ok()) throw new Error(`Search failed: ${response.status()} ${await response.text()}`)
  const body = (await response.json()) as { NumberOfRoomsPerRoomTypeId: Record<string, number> }
  return body.NumberOfRoomsPerRoomTypeId
}

export type StoredConfirmation = {
  ReferenceNumber: string
  DateFrom: string
  DateTo: string
  Nights: number
  PaymentType: number
  PromoCode: string | null
  HopGiftVoucherCode: string | null
  CompanyName: string | null
  PONumber: string | null
  CardBrand: string | null
  CardLastFour: string | null
  Notes: string | null
  Comment: string | null
  Booker: { FirstName: string; LastName: string; Email: string; Phone: string; ZipCode: string }
  Rooms: {
    RoomTypeName: string
    RatePlanName: string
    NumberOfAdults: number
    NumberOfChildren: number
    NumberOfInfants: number
    RoomConfigurationName: string | null
    LeadGuest: { FirstName: string; LastName: string }
    Services: { ServiceName: string; Quantity: number; TotalCost: number }[]
    DailyRates: unknown[]
    TotalCost: number
  }[]
  Totals: {
    Accommodation: number
    Services: number
    Discount: number
    VisitorLevy: number
    Vat: number
    Total: number
    PaidNow: number
    Outstanding: number
  }
}

/** The reservation as the server stored it, read through the same call the confirmation page makes. */
export async function storedReservation(
  request: APIRequestContext,
  page: Page,
  propertyCode: string,
): Promise<StoredConfirmation> {
  const token = page.url().split('/Confirmation/')[1] ?? ''
  const response = await request.get(
    `/api/Reservation/Confirmation?propertyId=${propertyCode}&referenceNumber=${encodeURIComponent(token)}`,
  )
  expect(response.ok()).toBe(true)
  return (await response.json()) as StoredConfirmation
}

/** '£1,234.50' → 1234.5 */
export function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^0-9.]/g, ''))
}

/** Waits for running transitions (the Web Animations API lists CSS transitions too), at most two seconds. */
async function settleAnimations(page: Page) {
  await pageWaitsAtMost(
    page,
    page.evaluate(() =>
      Promise.race([
        Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
        new Promise((settled) => setTimeout(settled, 2000)),
      ]),
    ),
  )
}

/**
 * A wait in the page, bounded from outside: with JavaScript switched off the page runs no timer nor frame, so a
 * promise of the page's would never settle.
 */
async function pageWaitsAtMost(page: Page, waiting: Promise<unknown>, ms = 2500) {
  await Promise.race([waiting, page.waitForTimeout(ms)])
}

/** Waits until a smooth scroll has stopped (the page still over two frames), at most one second. */
async function settleScrolling(page: Page) {
  await pageWaitsAtMost(
    page,
    page.evaluate(
      () =>
        new Promise<void>((settled) => {
          const until = performance.now() + 1000
          let last = -1
          const look = () => {
            if (window.scrollY === last || performance.now() > until) return settled()
            last = window.scrollY
            requestAnimationFrame(() => requestAnimationFrame(look))
          }
          look()
        }),
    ),
  )
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes
      .map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? n.failureSummary ?? ''}`)
      .slice(0, 5),
  }))
}

/** axe finds nothing on what the page shows now; a failure lists each rule and where it failed. */
export async function expectAccessible(page: Page, screen: string) {
  // Let opening dialogs and panels finish their fade, and closing notices theirs: half-transparent text is not
  // what the guest reads.
  await page.waitForTimeout(400)
  await settleAnimations(page)
  let found = await axeViolations(page)
  if (found.length > 0) {
    // A notice that closes on its own can start fading between the wait and axe's reading (seen twice: 1.5:1 on
    // a half-faded notice). Such a finding is gone once the fade ends; a real one is found again.
    await settleAnimations(page)
    await page.waitForTimeout(400)
    found = await axeViolations(page)
  }
  expect(found, `axe on ${screen}`).toEqual([])
}

/** A screenshot of the step, per viewport, for people to look at (test-results/screens/<project>/). */
export async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  // Let transitions settle so the picture shows the step, not the way there: as long as they run, not a fixed
  // wait on every picture (67 of them, on two screens, in every run).
  await settleAnimations(page)
  await settleScrolling(page)
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}/${name}.png`, fullPage })
}

/** Presses Tab until `target` has the focus: proves it is reachable by keyboard. */
export async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Not reachable with Tab in ${max} presses: ${target.toString()}`)
}

/** A theme colour as the browser reports it in computed styles. */
export function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

/**
 * Waits for the app to take over from the boot shell: its search form and calendar (decisions 0110, 0112) work
 * before the app's code, and a test of the app's own widgets must not race the takeover.
 */
export async function appTookOver(page: Page) {
  await expect(page.locator('#boot-search')).toHaveCount(0)
}
