import { Text } from '@mantine/core'
import { describeOccupancy, t } from '@/i18n/i18n'
import { RoomGuestsChecklist, RoomGuestsForm, SingleGuestForm } from '@/stay-change/guest-steps'
import type { RequiredFields } from '@/domain/validation'
import { configuredRules } from '@/ui/person-fields'
import type { PreCheckInDraft } from './draft'
import { PreCheckInStepActions, type StepProps } from './pre-check-in-step'

function itemOf(draft: PreCheckInDraft) {
  const room = draft.rooms[draft.state.roomIndex]
  return draft.reservation.ReservationItems.find((i) => i.ReservationItemId === room?.reservationItemId)
}

/** Back from a room: to the room before it, else to the booker (or Start when there is none). */
function backFromRoom({ draft, go }: StepProps) {
  const index = draft.state.roomIndex
  return index > 0
    ? go({ step: 'Room', roomIndex: index - 1, guestIndex: 0 })
    : go({ step: draft.booker ? 'Booker' : 'Start', roomIndex: 0, guestIndex: 0 })
}

/** Under the guests where the hotel requires neither e-mail nor phone: the guest may leave them out. */
function ContactOptionalNote({ required }: { required: RequiredFields }) {
  return required.email || required.phone ? null : (
    <Text size="sm" c="dimmed">
      {t('preCheckIn.contactOptional')}
    </Text>
  )
}

/**
 * Room: on a wide screen every guest of the room on one page; on a phone the room's guests as a list, each
 * then a Guest step of its own (docs/product/after-booking.md#steps).
 */
export function RoomStep(props: StepProps) {
  const item = itemOf(props.draft)
  if (!props.draft.rooms[props.draft.state.roomIndex] || !item) return null
  const label = t('preCheckIn.roomTitle', {
    number: props.draft.state.roomIndex + 1,
    roomType: item.RoomTypeName,
  })
  const intro = (
    <Text>
      {describeOccupancy({
        adults: item.NumberOfAdults,
        children: item.NumberOfChildren,
        infants: item.NumberOfInfants,
      })}
      {' · '}
      {t('preCheckIn.roomHint')}
    </Text>
  )
  const actions = <PreCheckInStepActions onBack={() => backFromRoom(props)} />
  const { draft, update, advance, go, config } = props
  if (props.isMobile) {
    const index = draft.state.roomIndex
    return (
      <RoomGuestsChecklist
        draft={draft}
        advance={advance}
        label={label}
        intro={intro}
        texts={{
          legend: (number) => t('preCheckIn.guestLegend', { number }),
          checked: t('preCheckIn.guestChecked'),
          toCheck: t('preCheckIn.guestToCheck'),
          unnamed: t('preCheckIn.guestUnnamed'),
          edit: t('preCheckIn.edit'),
        }}
        onEdit={(i) => go({ step: 'Guest', roomIndex: index, guestIndex: i })}
        actions={actions}
      />
    )
  }
  const required = configuredRules(config.RequiredFields).guest
  return (
    <RoomGuestsForm
      draft={draft}
      update={update}
      advance={advance}
      label={label}
      required={required}
      intro={intro}
      guestLegend={(number) => t('preCheckIn.guestLegend', { number })}
      note={<ContactOptionalNote required={required} />}
      actions={actions}
    />
  )
}

/** Guest: one guest of one room; the flow then loops over guests not yet reviewed or not valid (docs/product/after-booking.md#steps). */
export function GuestStep({ draft, config, update, advance, go }: StepProps) {
  const { roomIndex, guestIndex } = draft.state
  const required = configuredRules(config.RequiredFields).guest
  return (
    <SingleGuestForm
      draft={draft}
      update={update}
      advance={advance}
      label={t('preCheckIn.guestTitle', { number: guestIndex + 1, room: roomIndex + 1 })}
      required={required}
      note={<ContactOptionalNote required={required} />}
      marksRoomReviewed
      actions={<PreCheckInStepActions onBack={() => go({ step: 'Room', roomIndex, guestIndex: 0 })} />}
    />
  )
}
