/**
 * The card that guarantees a stay, replaced from manage booking or pre-check-in. It gets the same card check as
 * Create (expiry and a type the hotel accepts), then the test gateway's; only brand, last four, expiry and the
 * token are kept. Not versioned: it conflicts with nothing the guest edits.
 */
import type { CardDetails } from '@/api/contract/common'
import type { CardUpdateResponse } from '@/api/contract/manage-booking'
import { compareIsoDate } from '@/domain/dates'
import type { WallClock } from '@/domain/same-day'
import type { Db } from '../db/types'
import { badRequest, conflict, forbidden } from '../http'
import type { PropertyRow } from '../catalogue/property'
import { checkCard, fullExpiryYear } from '../payments/card'
import { chargeCard, type StoredCard } from '../payments/gateway'
import type { ReservationRecord } from './record'

export type CardReplacement = { ok: true; card: StoredCard } | { ok: false; message: string }

export async function replaceCard(
  db: Db,
  property: PropertyRow,
  record: ReservationRecord,
  card: CardDetails,
  now: WallClock,
): Promise<CardReplacement> {
  if (record.cancelled) throw conflict('This reservation is cancelled.')
  if (compareIsoDate(record.date_to, now.date) <= 0) throw forbidden('This stay is over.')
  const problems = checkCard(card, property, now.date)
  if (Object.keys(problems).length > 0) throw badRequest(problems)
  const year = fullExpiryYear(card.ExpiryYear)
  const result = chargeCard({ number: card.CardNumber, expiryMonth: card.ExpiryMonth, expiryYear: year })
  if (!result.approved) return { ok: false, message: result.message }
  await db.query('UPDATE reservation SET card = $2, updated_at = now() WHERE id = $1', [
    record.id,
    JSON.stringify(result.card),
  ])
  return { ok: true, card: result.card }
}

/** The answer of UpdateCard / SaveCard: a decline is a Success false with the gateway's message. */
export function cardAnswer(result: CardReplacement): CardUpdateResponse {
  return result.ok
    ? {
        Success: true,
        Message: 'Your card is saved.',
        Card: {
          CardType: result.card.Brand,
          LastFour: result.card.LastFour,
          ExpiryMonth: result.card.ExpiryMonth,
          ExpiryYear: result.card.ExpiryYear,
        },
      }
    : { Success: false, Message: result.message, Card: null }
}
