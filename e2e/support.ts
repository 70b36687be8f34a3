import type { APIRequestContext } from '@playwright/test'

/** A weekday stay `weeksAhead` weeks from now, Tuesday to Thursday: clear of weekend minimum stays. */
export function midweekStay(weeksAhead: number): { arrival: string; departure: string } {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + weeksAhead * 7)
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1)
  const arrival = d.toISOString().slice(0, 10)
  d.setUTCDate(d.getUTCDate() + 2)
  return { arrival, departure: d.toISOString().slice(0, 10) }
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
