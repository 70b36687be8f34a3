import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchResult } from '@/api/contract/availability'
import {
  ENGINES,
  notePostgresSkipped,
  parsed,
  startServer,
  type TestServer,
} from '../../support/server/harness'
import { searchBody } from '../../builders/booking-request'

notePostgresSkipped('A plan that includes breakfast')

// Rooms & Rates filters on breakfast from the plan's policy, not from a tag's words (decision 0140): the demo's
// Bed & Breakfast plans say BreakfastIncluded, the others say nothing.
describe.each(ENGINES)('a plan that includes breakfast (%s)', (engine) => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer(engine)
  })
  afterAll(() => s.close())

  it('says so in the search answer’s policy, in every language, and no other plan does', async () => {
    for (const language of ['en', 'de']) {
      const answer = await parsed(
        await s.post(
          '/api/Availability/Search',
          searchBody('2027-02-15', '2027-02-17', [{}], { LanguageCode: language }),
        ),
        SearchResult,
      )
      const rates = answer.RoomTypes.flatMap((o) => o.Rates)
      const says = new Set(rates.filter((r) => r.Policy.BreakfastIncluded).map((r) => r.RatePlanCode))
      expect([...says]).toEqual(['BB'])
      expect(
        rates.filter((r) => r.RatePlanCode !== 'BB').every((r) => !('BreakfastIncluded' in r.Policy)),
      ).toBe(true)
    }
  })
})
