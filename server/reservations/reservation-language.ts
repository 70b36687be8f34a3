/**
 * The language a booking's messages are written in (decision 0122): the one its guest booked in (Create's
 * LanguageCode, stored on the reservation), else the hotel's default language, else en-GB.
 */
import type { Language } from '@/domain/language'
import type { Queryable } from '../db/types'
import { bookingLanguage } from '../mail/mail-words'
import type { PropertyRow } from '../catalogue/property'

export async function reservationLanguage(
  tx: Queryable,
  property: PropertyRow,
  reference: string,
): Promise<Language> {
  const [row] = await tx.query<{ language_code: string | null }>(
    'SELECT language_code FROM reservation WHERE property_id = $1 AND reference_number = $2',
    [property.id, reference],
  )
  return bookingLanguage(row?.language_code, property.settings.DefaultLanguage)
}
