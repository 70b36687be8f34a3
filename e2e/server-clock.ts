import type { Page } from '@playwright/test'

/**
 * The server's clock as the app reads it (decision 0101: the Date header of fresh API answers). The e2e server
 * runs on the real clock and serves every spec at once, so it cannot be pinned; a test of a decision the app
 * takes alone (the same-day cut-off, today's date) pins what the answers say instead. Routed on the context,
 * so answers the service worker fetches say it too (Chromium routes the worker's requests there). The server's
 * own decisions still use the real clock: a test that books uses `realHotelNow` instead.
 */
export async function pinServerClock(page: Page, reads: () => Date): Promise<void> {
  await page.context().route('**/api/**', async (route) => {
    try {
      const response = await route.fetch()
      await route.fulfill({ response, headers: { ...response.headers(), date: reads().toUTCString() } })
    } catch {
      // The test ended with this answer still on its way (an account check after the last step): nobody waits.
    }
  })
}

/** The instant when the wall clock in `timeZone` reads `date` at `hour`:`minute` (for zones with whole-hour DST). */
export function instantAt(date: string, hour: number, minute: number, timeZone: string): Date {
  const guess = Date.parse(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`)
  // The zone's offset at the guess, then once more at the corrected instant (a DST change in between).
  let instant = guess
  for (let i = 0; i < 2; i++) instant = guess - offsetMs(new Date(instant), timeZone)
  return new Date(instant)
}

function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return wall - Math.floor(at.getTime() / 1000) * 1000
}

/** The hotel's calendar date at `at` in `timeZone`. */
export function dateIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)
}

export function plusDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
