import type { OccupancyChangeProblem } from '@/domain/occupancy-change'
import type { Occupancy } from '@/domain/occupancy'
import { describeOccupancy, t } from '@/i18n/i18n'
import { basketLines, type BasketLine } from '@/state/basket-pricing'
import {
  getBookingSession,
  previewRoomOccupancy,
  withRoomOccupancy,
  type changeRoomOccupancy,
} from '@/state/booking-session'
import type { Money } from '@/ui/currency-display'
import type { GuestsPreview } from './room-guests-editor'

// What a change of a room's guests says: while counting (a preview) and once applied (a notice). Both read the
// same search answer, so the price the guest is shown is the price the basket then holds.

export type GuestsNotice = { tone: 'info' | 'warning'; text: string }

type AppliedChange = ReturnType<typeof changeRoomOccupancy>

function problemText(problem: OccupancyChangeProblem, guests: string): string {
  if (problem === 'noRoomTypeTakes') return t('rooms.guestsNoRoomType', { guests })
  if (problem === 'noneLeft') return t('rooms.guestsNoneLeft', { guests })
  return t('rooms.notEnoughRoomsBasedOnOccupancy')
}

/** The price of room `roomIndex` once it is for this party, from the same search answer. */
function priceWith(roomIndex: number, occupancy: Occupancy): number | null {
  const session = withRoomOccupancy(getBookingSession(), roomIndex, occupancy)
  return basketLines(session).find((l) => l.roomIndex === roomIndex)?.stay.total ?? null
}

/** True when a released room kept something the guest gave for it (a lead guest, a bed, extras). */
function keptSomething(roomIndex: number): boolean {
  const kept = getBookingSession().kept[roomIndex]
  return (
    !!kept &&
    (kept.leadGuest.firstName !== '' || kept.roomConfigurationId !== null || kept.services.length > 0)
  )
}

/** While counting: why the party cannot have this room, that its choice would go, or what it would cost. */
export function guestsPreview(
  roomIndex: number,
  draft: Occupancy,
  line: BasketLine | undefined,
  money: Money,
): GuestsPreview {
  const guests = describeOccupancy(draft)
  const outcome = previewRoomOccupancy(getBookingSession(), roomIndex, draft)
  if (outcome.kind === 'refused') return { tone: 'problem', text: problemText(outcome.problem, guests) }
  if (outcome.kind === 'released' && line)
    return {
      tone: 'release',
      text: t('rooms.guestsWouldRelease', { roomType: line.roomType.Name, guests }),
    }
  if (outcome.kind === 'kept' && line) {
    const price = priceWith(roomIndex, draft)
    if (price === null) return null
    return {
      tone: 'info',
      text:
        price === line.stay.total
          ? t('rooms.guestsSamePrice', { roomType: line.roomType.Name, price: money.format(price) })
          : t('rooms.guestsNewPrice', {
              roomType: line.roomType.Name,
              price: money.format(price),
              before: money.format(line.stay.total),
            }),
    }
  }
  return null
}

/** Why an applied party was refused, or null when it was applied. */
export function refusalText(outcome: AppliedChange, draft: Occupancy): string | null {
  return outcome.kind === 'refused' ? problemText(outcome.problem, describeOccupancy(draft)) : null
}

/** Once applied: the room's choice went (and whether its details were kept), stayed at its new price, or no choice. */
export function guestsNotice(
  outcome: AppliedChange,
  roomIndex: number,
  draft: Occupancy,
  line: BasketLine | undefined,
  money: Money,
  stay: string,
): GuestsNotice | null {
  const guests = describeOccupancy(draft)
  const room = t('search.room', { number: roomIndex + 1 })
  if (outcome.kind === 'released' && line) {
    const kept = keptSomething(roomIndex)
    return {
      tone: 'warning',
      text: [
        t('rooms.guestsReleased', { room, roomType: line.roomType.Name, guests }),
        kept ? t('rooms.detailsKept') : '',
      ]
        .filter(Boolean)
        .join(' '),
    }
  }
  if (outcome.kind === 'kept' && line) {
    const price = priceWith(roomIndex, draft)
    return {
      tone: 'info',
      text: t('rooms.guestsKept', {
        room,
        guests,
        roomType: line.roomType.Name,
        ratePlan: line.ratePlan.RatePlanName,
        price: money.format(price ?? line.stay.total),
        nights: stay,
      }),
    }
  }
  if (outcome.kind === 'changed') return { tone: 'info', text: t('rooms.guestsChanged', { room, guests }) }
  return null
}
