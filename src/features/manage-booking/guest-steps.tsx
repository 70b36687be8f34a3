import { Text } from '@mantine/core'
import { describeOccupancy, t } from '@/i18n/i18n'
import { RoomGuestsChecklist, RoomGuestsForm, SingleGuestForm } from '@/stay-change/guest-steps'
import { configuredRules } from '@/ui/person-fields'
import { at, ManageStepActions, type ManageStepProps } from './manage-step'

/** Room: the guests of one room — all on one form on a wide screen, a list with a Guest step each on a phone. */
export function RoomStep(props: ManageStepProps) {
  return props.isMobile ? <RoomList {...props} /> : <RoomForm {...props} />
}

function RoomForm({ draft, config, update, advance, overview }: ManageStepProps) {
  const index = draft.state.roomIndex
  const room = draft.rooms[index]
  if (!room) return null
  return (
    <RoomGuestsForm
      draft={draft}
      update={update}
      advance={advance}
      label={t('manage.roomTitle', { number: index + 1 })}
      required={configuredRules(config.RequiredFields).guest}
      intro={
        <Text>
          {`${room.roomTypeName} · ${describeOccupancy(room.occupancy)}`}
          {' · '}
          {t('manage.roomHint')}
        </Text>
      }
      guestLegend={(number) => t('manage.guestLegend', { number })}
      actions={<ManageStepActions onBack={() => overview()} />}
    />
  )
}

function RoomList({ draft, advance, go, overview }: ManageStepProps) {
  const index = draft.state.roomIndex
  const room = draft.rooms[index]
  if (!room) return null
  return (
    <RoomGuestsChecklist
      draft={draft}
      advance={advance}
      label={t('manage.roomTitle', { number: index + 1 })}
      intro={<Text>{`${room.roomTypeName} · ${describeOccupancy(room.occupancy)}`}</Text>}
      texts={{
        legend: (number) => t('manage.guestLegend', { number }),
        checked: t('manage.guestChecked'),
        toCheck: t('manage.guestToCheck'),
        unnamed: t('manage.guestUnnamed'),
        edit: t('manage.edit'),
      }}
      onEdit={(i) => go(at('Guest', index, i))}
      actions={<ManageStepActions onBack={() => overview()} />}
    />
  )
}

/** Guest: one guest; the flow loops over guests not yet reviewed, then returns to the overview (docs/product/after-booking.md#steps). */
export function GuestStep({ draft, config, update, advance, go }: ManageStepProps) {
  const { roomIndex, guestIndex } = draft.state
  return (
    <SingleGuestForm
      draft={draft}
      update={update}
      advance={advance}
      label={t('manage.guestTitle', { number: guestIndex + 1, room: roomIndex + 1 })}
      required={configuredRules(config.RequiredFields).guest}
      marksRoomReviewed={false}
      actions={<ManageStepActions onBack={() => go(at('Room', roomIndex))} />}
    />
  )
}
