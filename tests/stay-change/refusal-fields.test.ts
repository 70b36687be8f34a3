import { describe, expect, it } from 'vitest'
import {
  bookerErrors,
  guestErrors,
  placeRefusal,
  roomErrors,
  withoutMessages,
} from '@/stay-change/refusal-fields'

// A refusal of a queued manage Update or pre-check-in Save comes back as ModelState: the step kit puts each
// message by the field the guest fixes it in, and sends the guest to the first place to look.
const sameRoom = (_list: 'ReservationItems' | 'RoomsToAdd', index: number) => index

describe('placeRefusal', () => {
  it('puts booker and guest messages by their form fields and goes to the booker first', () => {
    const { messages, first } = placeRefusal(
      {
        'ReservationItems.1.Guests.0.Email': ['A valid email address is required.'],
        'Booker.StateOrCounty': ['State or county is required.'],
        'Booker.Phone': ['A valid phone number is required.'],
      },
      sameRoom,
    )
    expect(messages).toEqual({
      'guest.1.0.email': 'A valid email address is required.',
      'booker.stateOrCounty': 'State or county is required.',
      'booker.telephoneNumber': 'A valid phone number is required.',
    })
    expect(first).toEqual({ step: 'Booker' })
  })

  it('goes to the first guest refused when the booker is fine, through the draft room of a room to add', () => {
    const roomIndexOf = (list: 'ReservationItems' | 'RoomsToAdd', index: number) =>
      list === 'RoomsToAdd' ? 2 + index : index
    const { messages, first } = placeRefusal(
      { 'RoomsToAdd.0.Guests.1.LastName': ['Last name is required.'] },
      roomIndexOf,
    )
    expect(messages).toEqual({ 'guest.2.1.lastName': 'Last name is required.' })
    expect(first).toEqual({ step: 'Guest', roomIndex: 2, guestIndex: 1 })
  })

  it('leaves out what no form shows: other keys, unknown rooms, empty message lists', () => {
    const { messages, first } = placeRefusal(
      {
        DateFrom: ['The arrival is in the past.'],
        'Booker.Password': ['Nope.'],
        'ReservationItems.7.Guests.0.Email': ['Lost room.'],
        'Booker.FirstName': [],
      },
      (_list, index) => (index === 7 ? null : index),
    )
    expect(messages).toEqual({})
    expect(first).toBeNull()
  })
})

describe('errors by form', () => {
  const messages = {
    'booker.city': 'City is required.',
    'guest.0.1.email': 'A valid email address is required.',
    'guest.0.0.firstName': 'First name is required.',
    'guest.1.0.phone': 'A valid phone number is required.',
  }

  it('gives the booker form its own messages only', () => {
    expect(bookerErrors(messages)).toEqual({ city: { type: 'server', message: 'City is required.' } })
    expect(bookerErrors(undefined)).toEqual({})
  })

  it('gives one guest its own messages only', () => {
    expect(guestErrors(messages, 0, 1)).toEqual({
      email: { type: 'server', message: 'A valid email address is required.' },
    })
    expect(guestErrors(messages, 1, 1)).toEqual({})
  })

  it("gives a room's form its guests' messages, or nothing when none of them has one", () => {
    expect(roomErrors(messages, 0, 2)).toEqual({
      guests: [
        { firstName: { type: 'server', message: 'First name is required.' } },
        { email: { type: 'server', message: 'A valid email address is required.' } },
      ],
    })
    expect(roomErrors(messages, 2, 2)).toBeUndefined()
  })

  it('drops the messages of what was put right, and only those', () => {
    expect(Object.keys(withoutMessages(messages, 'booker'))).toEqual([
      'guest.0.1.email',
      'guest.0.0.firstName',
      'guest.1.0.phone',
    ])
    expect(Object.keys(withoutMessages(messages, { roomIndex: 0, guestIndex: 1 }))).toEqual([
      'booker.city',
      'guest.0.0.firstName',
      'guest.1.0.phone',
    ])
    expect(Object.keys(withoutMessages(messages, { roomIndex: 0 }))).toEqual([
      'booker.city',
      'guest.1.0.phone',
    ])
  })
})
