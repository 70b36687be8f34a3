import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useId, useRef, useState } from 'react'
import type { SearchResult } from '@/api/contract/availability'
import type { PropertySettings } from '@/api/contract/property'
import type { OccupancyChangeProblem } from '@/domain/occupancy-change'
import type { Occupancy } from '@/domain/occupancy'
import type { RoomTypeOffer } from '@/domain/offering'
import { describeOccupancy, t } from '@/i18n/i18n'
import { basketLines, type BasketLine } from '@/state/basket-pricing'
import {
  changeRoomOccupancy,
  getBookingSession,
  previewRoomOccupancy,
  selectRoom,
  withRoomOccupancy,
} from '@/state/booking-session'
import type { Money } from '@/ui/currency-display'
import { RoomGuestsEditor, type GuestsPreview } from './room-guests-editor'
import { RoomTypeList } from './room-type-list'

type Props = {
  roomIndex: number
  occupancy: Occupancy
  property: PropertySettings
  result: SearchResult
  offers: RoomTypeOffer[]
  /** rooms left per room type for this room (its own room counts as free for it) */
  roomsLeft: Record<number, number>
  money: Money
  nights: number
  showOccupancy: boolean
  showMinimumStay: boolean
  /** the guest picked this room to work on (room list selector, or "Change" in the basket) */
  active: boolean
  /** what the room holds now */
  line: BasketLine | undefined
  /** the room's guests changed: the search's rooms as they are now */
  onGuestsChanged: (rooms: Occupancy[]) => void
}

type Notice = { tone: 'info' | 'warning'; text: string }

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

/**
 * One searched room being chosen (the flow's room type step, or the room the guest made active): its guests,
 * which can be changed here without a new search (spec §4), what it holds now, and the room types offered.
 */
export function RoomPanel({
  roomIndex,
  occupancy,
  property,
  result,
  offers,
  roomsLeft,
  money,
  nights,
  showOccupancy,
  showMinimumStay,
  active,
  line,
  onGuestsChanged,
}: Props) {
  const number = roomIndex + 1
  const room = t('search.room', { number })
  const editorId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const [editing, setEditing] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const stay = t('units.nights', { count: nights })

  const close = () => {
    setEditing(false)
    // The editor goes: the focus goes back to the button that opened it.
    window.setTimeout(() => toggle.current?.focus(), 0)
  }

  const preview = (draft: Occupancy): GuestsPreview => {
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

  const apply = (draft: Occupancy): string | null => {
    const guests = describeOccupancy(draft)
    const outcome = changeRoomOccupancy(roomIndex, draft)
    if (outcome.kind === 'refused') return problemText(outcome.problem, guests)
    if (outcome.kind !== 'unchanged') {
      const after = getBookingSession()
      if (after.search) onGuestsChanged(after.search.rooms)
    }
    if (outcome.kind === 'released' && line) {
      const kept = keptSomething(roomIndex)
      setNotice({
        tone: 'warning',
        text: [
          t('rooms.guestsReleased', { room, roomType: line.roomType.Name, guests }),
          kept ? t('rooms.detailsKept') : '',
        ]
          .filter(Boolean)
          .join(' '),
      })
    } else if (outcome.kind === 'kept' && line) {
      const price = priceWith(roomIndex, draft)
      setNotice({
        tone: 'info',
        text: t('rooms.guestsKept', {
          room,
          guests,
          roomType: line.roomType.Name,
          ratePlan: line.ratePlan.RatePlanName,
          price: money.format(price ?? line.stay.total),
          nights: stay,
        }),
      })
    } else if (outcome.kind === 'changed') {
      setNotice({ tone: 'info', text: t('rooms.guestsChanged', { room, guests }) })
    }
    close()
    return null
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          {t('rooms.forRoom', { number, guests: describeOccupancy(occupancy) })}
        </Title>
        <Button
          ref={toggle}
          variant="light"
          size="compact-sm"
          aria-expanded={editing}
          aria-controls={editing ? editorId : undefined}
          onClick={() => {
            setNotice(null)
            setEditing((open) => !open)
          }}
        >
          {t('rooms.changeGuests')}
        </Button>
      </Group>
      {editing ? (
        <RoomGuestsEditor
          id={editorId}
          property={property}
          roomNumber={number}
          occupancy={occupancy}
          preview={preview}
          onApply={apply}
          onClose={close}
        />
      ) : null}
      <div aria-live="polite">
        {notice ? (
          <Alert color={notice.tone === 'warning' ? 'warning' : 'blue'} variant="light" p="sm">
            <Text size="sm">{notice.text}</Text>
          </Alert>
        ) : null}
      </div>
      {active && line ? (
        <Card withBorder padding="sm" radius="md">
          <Group justify="space-between" align="center" wrap="wrap" gap="xs">
            <Text size="sm" style={{ flex: '1 1 16rem' }}>
              {t('rooms.currentChoice', {
                room,
                roomType: line.roomType.Name,
                ratePlan: line.ratePlan.RatePlanName,
                price: money.format(line.stay.total),
              })}
            </Text>
            <Button variant="default" onClick={() => selectRoom(null)}>
              {t('rooms.keepChoice')}
            </Button>
          </Group>
        </Card>
      ) : null}
      <RoomTypeList
        roomIndex={roomIndex}
        offers={offers}
        result={result}
        roomsLeft={roomsLeft}
        money={money}
        currency={property.Currency}
        nights={nights}
        showOccupancy={showOccupancy}
        showMinimumStay={showMinimumStay}
        chosen={line ? { roomTypeId: line.roomType.RoomTypeId, ratePlanId: line.ratePlan.RatePlanId } : null}
      />
    </Stack>
  )
}

/** True when a released room kept something the guest gave for it (a lead guest, a bed, extras). */
function keptSomething(roomIndex: number): boolean {
  const kept = getBookingSession().kept[roomIndex]
  return (
    !!kept &&
    (kept.leadGuest.firstName !== '' || kept.roomConfigurationId !== null || kept.services.length > 0)
  )
}
