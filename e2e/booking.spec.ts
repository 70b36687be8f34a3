import { expect, test } from './fixtures'
import { bookClassicDouble } from './pages/book-a-stay'
import { midweekStay, roomsLeft } from './support'

const CLASSIC_DOUBLE = '101'

test('a guest books one room as a guest and the hotel has it', async ({ page, request }, testInfo) => {
  // Each project books its own week so the two viewports don't share inventory.
  const { arrival, departure } = midweekStay(testInfo.project.name === 'phone' ? 7 : 5)
  const before = await roomsLeft(request, 'HARBOUR', arrival, departure)

  const reference = await bookClassicDouble(page, { arrival, departure })
  await expect(page.getByText('Classic Double')).toBeVisible()

  const after = await roomsLeft(request, 'HARBOUR', arrival, departure)
  expect(after[CLASSIC_DOUBLE]).toBe((before[CLASSIC_DOUBLE] ?? 0) - 1)

  const token = page.url().split('/Confirmation/')[1] ?? ''
  const stored = await request.get(
    `/api/Reservation/Confirmation?propertyId=HARBOUR&referenceNumber=${token}`,
  )
  expect(stored.ok()).toBe(true)
  const confirmation = (await stored.json()) as {
    ReferenceNumber: string
    DateFrom: string
    DateTo: string
    Rooms: { RoomTypeName: string; LeadGuest: { FirstName: string } }[]
  }
  expect(confirmation).toMatchObject({ ReferenceNumber: reference, DateFrom: arrival, DateTo: departure })
  expect(confirmation.Rooms).toHaveLength(1)
  expect(confirmation.Rooms[0]).toMatchObject({
    RoomTypeName: 'Classic Double',
    LeadGuest: { FirstName: 'Ada' },
  })
})
