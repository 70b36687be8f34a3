/**
 * docs/product/booking.md#rules "required if configured" on the server: the same rules (src/domain/validation) over the booker and
 * guests as sent, against the property's configuration (decision 0090). Each missing field is reported under its
 * key in the payload (Booker.City, ReservationItems.0.Guests.1.Email), so the app shows it next to the field.
 */
import { requiredFieldsFrom, type SentPerson } from '@/domain/validation'
import { missingSentFields } from '@/domain/form-rules'
import { requiredFieldsOf, type PropertyRow } from '../catalogue/property'

type Add = (key: string, message: string) => void

export function configuredFieldChecks(property: PropertyRow, add: Add) {
  const config = requiredFieldsOf(property)
  const booker = requiredFieldsFrom(config.Booker)
  const guest = requiredFieldsFrom(config.Guest)
  return {
    /** The booker at `path` (e.g. 'Booker'). */
    booker(person: SentPerson, path: string) {
      for (const m of missingSentFields(person, booker)) add(`${path}.${m.key}`, m.message)
    },
    /** Each guest of a room at `path` (e.g. 'ReservationItems.0.Guests'). */
    guests(people: readonly SentPerson[], path: string) {
      for (const [i, person] of people.entries())
        for (const m of missingSentFields(person, guest)) add(`${path}.${i}.${m.key}`, m.message)
    },
  }
}
