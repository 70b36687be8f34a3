import { expect, type APIRequestContext, type Page } from '@playwright/test'

export type TableContact = { name?: string; email?: string; phone?: string; requests?: string }

export class RestaurantPage {
  constructor(private readonly page: Page) {}

  async open(propertyCode: string) {
    await this.page.goto(`/Restaurant/${propertyCode}`)
    await this.expectOpen()
  }

  async expectOpen() {
    await expect(this.page.getByRole('heading', { name: 'Book a table', level: 1 })).toBeVisible()
  }

  async chooseRestaurant(name: string) {
    await this.page.getByLabel('Restaurant').selectOption({ label: name })
  }

  async chooseDate(iso: string) {
    await this.page.getByLabel(/^Date/).fill(iso)
  }

  partySize() {
    return this.page.getByLabel('Party size')
  }

  async chooseParty(guests: number) {
    await this.partySize().selectOption({ label: `${guests} guest${guests === 1 ? '' : 's'}` })
  }

  time(time: string) {
    return this.page.getByRole('group', { name: 'Available times' }).getByRole('button', {
      name: new RegExp(`^${time}\\b`),
    })
  }

  async chooseTime(time: string) {
    await this.time(time).click()
    await expect(this.time(time)).toHaveAttribute('aria-pressed', 'true')
  }

  async fillContact(c: TableContact) {
    if (c.name !== undefined) await this.page.getByLabel('Name for the booking').fill(c.name)
    if (c.email !== undefined) await this.page.getByLabel('Email address').fill(c.email)
    if (c.phone !== undefined) await this.page.getByLabel('Phone number').fill(c.phone)
    if (c.requests !== undefined) await this.page.getByLabel('Special requests').fill(c.requests)
  }

  async book() {
    await this.page.getByRole('button', { name: 'Book table' }).click()
  }

  async reference() {
    await expect(this.page.getByRole('heading', { name: 'Your table is booked', level: 1 })).toBeVisible()
    return ((await this.page.getByTestId('table-reference').textContent()) ?? '').trim()
  }
}

/** Tables left at a time, as the API reports them to any guest (undefined when the time is not offered). */
export async function tablesLeft(
  request: APIRequestContext,
  q: { propertyCode: string; restaurantId: number; date: string; partySize: number; time: string },
) {
  const response = await request.get(
    `/api/RestaurantBooking/Availability?propertyId=${q.propertyCode}&restaurantId=${q.restaurantId}&date=${q.date}&partySize=${q.partySize}`,
  )
  if (!response.ok()) throw new Error(`Availability failed: ${response.status()} ${await response.text()}`)
  const slots = (await response.json()) as { Time: string; TablesLeft: number }[]
  return slots.find((s) => s.Time === q.time)?.TablesLeft
}
