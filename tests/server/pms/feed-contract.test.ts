/**
 * The bookings feed's payload schemas (server/pms/feed-contract.ts) describe the payloads the hotel events carry
 * (server/hotel-events/payload.ts): checked by the type check (`npm run typecheck` fails the day the two part),
 * not at run time.
 */
import type * as v from 'valibot'
import { describe, expectTypeOf, it } from 'vitest'
import type { HotelEventPayload } from '../../../server/hotel-events/payload'
import type { EventPayload } from '../../../server/pms/feed-contract'

describe('the bookings feed contract', () => {
  it('describes the same payloads as the hotel events', () => {
    expectTypeOf<v.InferOutput<typeof EventPayload>>().toEqualTypeOf<HotelEventPayload>()
  })
})
