import type { BookingTotals } from '@/domain/totals'
import type { StayPrice } from '@/domain/pricing'
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useId, useRef, useState } from 'react'
import type { SearchResult } from '@/api/contract/availability'
import type { PropertySettings } from '@/api/contract/property'
import type { Occupancy } from '@/domain/occupancy'
import type { RoomTypeOffer } from '@/domain/offering'
import { describeOccupancy, t } from '@/i18n/i18n'
import type { BasketLine } from '@/state/basket-pricing'
import { changeRoomOccupancy, getBookingSession, selectRoom } from '@/state/booking-session'
import type { Money } from '@/ui/currency-display'
import { hotelNow } from '@/device/clock'
import { RateListControls, useRateListView } from './rate-list-controls'
import { arrangeOffers } from './rate-list-view'
import { RoomGuestsEditor } from './room-guests-editor'
import { guestsNotice, guestsPreview, refusalText, type GuestsNotice } from './room-guests-outcome'
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
  /** a rate's price for this room's party with every mandatory charge, as checkout totals it */
  allIn: (stay: StayPrice) => BookingTotals | null
}

/**
 * One searched room being chosen (the flow's room type step, or the room the guest made active): its guests,
 * which can be changed here without a new search (docs/product/search.md#steps), what it holds now, and the room types offered.
 */
export function RoomPanel(props: Props) {
  const { roomIndex, occupancy, property, money, nights, line } = props
  const number = roomIndex + 1
  const guests = useGuestsChange(props)
  const [view, setView] = useRateListView()
  const arranged = arrangeOffers(props.offers, props.result, view, hotelNow(property.TimeZone))
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          {t('rooms.forRoom', { number, guests: describeOccupancy(occupancy) })}
        </Title>
        <Button
          ref={guests.toggle}
          variant="light"
          size="compact-sm"
          aria-expanded={guests.editing}
          aria-controls={guests.editing ? guests.editorId : undefined}
          onClick={guests.openOrClose}
        >
          {t('rooms.changeGuests')}
        </Button>
      </Group>
      {guests.editing ? (
        <RoomGuestsEditor
          id={guests.editorId}
          property={property}
          roomNumber={number}
          occupancy={occupancy}
          preview={guests.preview}
          onApply={guests.apply}
          onClose={guests.close}
        />
      ) : null}
      <GuestsNoticeRegion notice={guests.notice} />
      {props.active && line ? (
        <CurrentChoice room={t('search.room', { number })} line={line} money={money} />
      ) : null}
      <RateListControls view={view} onChange={setView} hidden={arranged.hidden} />
      <RoomTypeList
        roomIndex={roomIndex}
        offers={arranged.offers}
        result={props.result}
        roomsLeft={props.roomsLeft}
        money={money}
        currency={property.Currency}
        nights={nights}
        vatExclusive={property.IsStandardTaxExclusive}
        showOccupancy={props.showOccupancy}
        showMinimumStay={props.showMinimumStay}
        allIn={props.allIn}
        chosen={line ? { roomTypeId: line.roomType.RoomTypeId, ratePlanId: line.ratePlan.RatePlanId } : null}
      />
    </Stack>
  )
}

/**
 * Changing this room's guests in place (docs/product/search.md#steps): the editor open or closed, what a change
 * would cost before it is applied, and what the applied change did, said once.
 */
function useGuestsChange({ roomIndex, line, money, nights, onGuestsChanged }: Props) {
  const editorId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const [editing, setEditing] = useState(false)
  const [notice, setNotice] = useState<GuestsNotice | null>(null)

  const close = () => {
    setEditing(false)
    // The editor goes: the focus goes back to the button that opened it.
    window.setTimeout(() => toggle.current?.focus(), 0)
  }
  const openOrClose = () => {
    setNotice(null)
    setEditing((open) => !open)
  }
  const preview = (draft: Occupancy) => guestsPreview(roomIndex, draft, line, money)
  /** The change applied to the search and the basket, or why it was refused. */
  const apply = (draft: Occupancy): string | null => {
    const outcome = changeRoomOccupancy(roomIndex, draft)
    const refused = refusalText(outcome, draft)
    if (refused) return refused
    if (outcome.kind !== 'unchanged') {
      const after = getBookingSession()
      if (after.search) onGuestsChanged(after.search.rooms)
    }
    const said = guestsNotice(outcome, roomIndex, draft, line, money, t('units.nights', { count: nights }))
    if (said) setNotice(said)
    close()
    return null
  }
  return { editorId, toggle, editing, notice, close, openOrClose, preview, apply }
}

/** What an active room holds now, and the way to keep it and follow the flow again. */
function CurrentChoice({ room, line, money }: { room: string; line: BasketLine; money: Money }) {
  return (
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
  )
}

/** Where the outcome of a change of guests is read out. */
function GuestsNoticeRegion({ notice }: { notice: GuestsNotice | null }) {
  return (
    <div aria-live="polite">
      {notice ? (
        <Alert color={notice.tone === 'warning' ? 'warning' : 'blue'} variant="light" p="sm">
          <Text size="sm">{notice.text}</Text>
        </Alert>
      ) : null}
    </div>
  )
}
