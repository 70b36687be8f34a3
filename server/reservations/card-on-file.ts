/**
 * The card that guarantees a stay, replaced from manage booking or pre-check-in (decision 0113). The guest enters
 * it in the provider's fields; the provider saves it for off-session use (a SetupIntent, which the bank may want
 * to confirm: the guest goes to its challenge and comes back to the same page with the setup's id). Only brand,
 * last four, expiry and the provider's references are kept. Not versioned: it conflicts with nothing the guest
 * edits.
 */
import { declineText } from '../payments/decline-text'
import type { CardUpdateRequest, CardUpdateResponse } from '@/api/contract/manage-booking'
import { compareIsoDate } from '@/domain/dates'
import type { WallClock } from '@/domain/same-day'
import type { Db } from '../db/types'
import { badRequest, conflict, forbidden } from '../http-errors'
import type { PropertyRow } from '../catalogue/property'
import { checkProviderCard } from '../payments/card'
import type { PaymentProvider } from '../payments/provider'
import type { StoredCard } from '../payments/stored-card'
import {
  applyToHeldBooking,
  findLedgerEntry,
  insertLedgerEntry,
  noteProviderRef,
  withCard,
  type LedgerEntry,
  type ProviderResult,
} from './held-booking'
import type { ReservationRecord } from './record'

export type CardReplacement =
  { ok: true; card: StoredCard } | { ok: false; message: string } | { ok: 'waiting'; redirect: string }

export const UNKNOWN_SETUP = 'This card saving is not known for this booking. Please enter the card again.'

async function startSetup(
  db: Db,
  provider: PaymentProvider,
  property: PropertyRow,
  record: ReservationRecord,
  paymentMethod: string,
  returnUrl: string,
): Promise<{ entry: LedgerEntry; result: ProviderResult }> {
  const checked = await checkProviderCard(provider, paymentMethod, property)
  if (!checked.ok) throw badRequest({ 'CardDetails.PaymentMethodId': [checked.message] })
  const entry = await db.transaction((tx) =>
    insertLedgerEntry(tx, {
      reservation_id: record.id,
      kind: 'card',
      amount: 0,
      currency: property.currency,
      provider: provider.name,
      idempotencyKey: (id) => `res-${record.id}-card-${id}`,
    }),
  )
  const setup = await provider.savePaymentMethod({
    paymentMethod,
    customer: null,
    email: record.booker.Email,
    description: `Card for booking ${record.reference_number} at ${property.name}`,
    returnUrl,
    metadata: {
      reservation: String(record.id),
      ledger_entry: String(entry.id),
      property: property.code,
      reference: record.reference_number,
      purpose: 'replace-card',
    },
    idempotencyKey: entry.idempotency_key,
    browser: null,
  })
  return { entry, result: { kind: 'setup', setup } }
}

/** The setup the guest comes back with from the bank, if it is this booking's. */
async function returnedSetup(
  db: Db,
  provider: PaymentProvider,
  record: ReservationRecord,
  setupId: string,
): Promise<{ entry: LedgerEntry; result: ProviderResult }> {
  const entry = await findLedgerEntry(db, provider.name, { id: setupId, metadata: {} })
  if (!entry || entry.reservation_id !== record.id || entry.kind !== 'card')
    throw badRequest({ SetupId: [UNKNOWN_SETUP] })
  return { entry, result: { kind: 'setup', setup: await provider.getSetup(setupId) } }
}

export async function replaceCard(
  db: Db,
  provider: PaymentProvider,
  property: PropertyRow,
  record: ReservationRecord,
  req: Pick<CardUpdateRequest, 'CardDetails' | 'SetupId'>,
  now: WallClock,
  returnUrl: string,
): Promise<CardReplacement> {
  if (record.cancelled) throw conflict('This reservation is cancelled.')
  if (compareIsoDate(record.date_to, now.date) <= 0) throw forbidden('This stay is over.')
  const started = req.SetupId
    ? await returnedSetup(db, provider, record, req.SetupId)
    : req.CardDetails
      ? await startSetup(db, provider, property, record, req.CardDetails.PaymentMethodId, returnUrl)
      : null
  if (!started) throw badRequest({ CardDetails: ['Please enter a card.'] })
  const result = await withCard(provider, started.result)
  await noteProviderRef(db, started.entry, result)
  await db.transaction((tx) => applyToHeldBooking(tx, started.entry, result, async () => {}))
  if (result.kind !== 'setup') return { ok: false, message: 'The card was not saved.' }
  const { setup } = result
  if (setup.status === 'requires_action' && setup.action) return { ok: 'waiting', redirect: setup.action.url }
  if (setup.status !== 'succeeded' || !setup.card)
    return {
      ok: false,
      message: setup.failure
        ? declineText(setup.failure)
        : 'The card was not saved. Please try another card.',
    }
  const [row] = await db.query<{ card: StoredCard | null }>('SELECT card FROM reservation WHERE id = $1', [
    record.id,
  ])
  return row?.card ? { ok: true, card: row.card } : { ok: false, message: 'The card was not saved.' }
}

/** The answer of UpdateCard / SaveCard: a decline is a Success false with the bank's message. */
export function cardAnswer(result: CardReplacement): CardUpdateResponse {
  if (result.ok === 'waiting')
    return {
      Success: false,
      Message: 'Your bank wants to confirm this card.',
      Card: null,
      RedirectUrl: result.redirect,
    }
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
