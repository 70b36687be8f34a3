import { describe, expect, it } from 'vitest'
import { hotelHomeOf } from '@/features/errors/hotel-home'

describe('hotelHomeOf: where "go to booking" leads from an error inside a hotel', () => {
  it("leads to the booking of the hotel the address names, wherever in the hotel's areas", () => {
    expect(hotelHomeOf('/Book/CLIFFTOP/Nowhere')).toBe('/Book/CLIFFTOP')
    expect(hotelHomeOf('/Manage/CLIFFTOP/Reservation/HH123')).toBe('/Book/CLIFFTOP')
    expect(hotelHomeOf('/PreCheckIn/CLIFFTOP/HH123/abc')).toBe('/Book/CLIFFTOP')
    expect(hotelHomeOf('/Account/Login/CLIFFTOP')).toBe('/Book/CLIFFTOP')
    expect(hotelHomeOf('/Contact/CLIFFTOP')).toBe('/Book/CLIFFTOP')
  })

  it("leads a group's guest back to the group's search", () => {
    expect(hotelHomeOf('/BookGroup/COASTAL/Nowhere')).toBe('/BookGroup/COASTAL')
  })

  it('leads to the default hotel only when the address names none (or names it unreadably)', () => {
    const home = `/Book/${__DEFAULT_PROPERTY__}`
    expect(hotelHomeOf('/Nowhere')).toBe(home)
    expect(hotelHomeOf('/')).toBe(home)
    expect(hotelHomeOf('/Book')).toBe(home)
    expect(hotelHomeOf('/Book/%3Cscript%3E')).toBe(home)
  })
})
