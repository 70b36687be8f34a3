/**
 * The booking journey through a load balancer without sticky sessions (issue 20): scripts/e2e-instances.mjs
 * runs two instances of the production build on one PostgreSQL database behind a proxy that sends each request,
 * page or API call, to the next instance in turn. Runs in the 'two-instances' project, only when
 * TEST_DATABASE_URL names a PostgreSQL server (`.ci/run` provides one).
 */
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { bookClassicDouble } from './pages/book-a-stay'
import { midweekStay, roomsLeft } from './support'

const CLASSIC_DOUBLE = '101'

const servedByEach = async (request: APIRequestContext) =>
  (await (await request.get('/__instances')).json()) as number[]

test('a guest books through two instances taking turns, and both know the room is gone', async ({
  page,
  request,
}) => {
  const stay = midweekStay(9)
  const before = await roomsLeft(request, 'HARBOUR', stay.arrival, stay.departure)
  const servedBefore = await servedByEach(request)

  const reference = await bookClassicDouble(page, stay)

  // Each instance in turn answers the next search: the room the other sold is gone from both.
  for (let turn = 0; turn < 2; turn++) {
    const after = await roomsLeft(request, 'HARBOUR', stay.arrival, stay.departure)
    expect(after[CLASSIC_DOUBLE]).toBe((before[CLASSIC_DOUBLE] ?? 0) - 1)
  }
  // The confirmation opens again from either instance (its code is signed with the key they share).
  for (let turn = 0; turn < 2; turn++) {
    await page.reload()
    await expect(page.getByTestId('booking-reference')).toHaveText(reference)
  }
  const servedAfter = await servedByEach(request)
  const served = servedAfter.map((n, i) => n - (servedBefore[i] ?? 0))
  expect(served).toHaveLength(2)
  // Both took a real share of the journey's requests.
  for (const n of served) expect(n).toBeGreaterThan(10)
})
