import { Card, Stack, Text, Title } from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import type { ManageRoom } from '@/domain/manage-flow'
import { describeOccupancy, t } from '@/i18n/i18n'
import { GuestChecklist } from '@/stay-change/guest-checklist'
import { GuestFormFields, guestValuesOf, useGuestForm } from '@/stay-change/guest-form'
import { guestErrors, roomErrors, withoutMessages } from '@/stay-change/refused-fields'
import type { RequiredFields } from '@/domain/validation'
import { configuredRules, GuestFields, guestFormSchema, type GuestFormValues } from '@/ui/person-fields'
import type { ManageDraft } from './draft'
import { at, ManageStepActions, type ManageStepProps } from './manage-step'

/** A room's guests, each with what the hotel requires of a guest (decision 0090). */
const roomSchema = (required: RequiredFields) => v.object({ guests: v.array(guestFormSchema(required)) })
type RoomValues = { guests: GuestFormValues[] }

const withRoom = (draft: ManageDraft, index: number, room: ManageRoom): ManageDraft => ({
  ...draft,
  rooms: draft.rooms.map((r, i) => (i === index ? room : r)),
})

/** Room: the guests of one room — all on one form on a wide screen, a list with a Guest step each on a phone. */
export function RoomStep(props: ManageStepProps) {
  return props.isMobile ? <RoomList {...props} /> : <RoomForm {...props} />
}

function RoomForm({ draft, config, update, advance, overview }: ManageStepProps) {
  const index = draft.state.roomIndex
  const room = draft.rooms[index]
  const required = configuredRules(config.RequiredFields).guest
  // What a refused save said of these guests' fields, by each field (decision 0090).
  const [serverErrors] = useState(() => roomErrors(draft.fieldMessages, index, room?.guests.length ?? 0))
  const form = useForm<RoomValues>({
    resolver: valibotResolver(roomSchema(required)),
    defaultValues: { guests: (room?.guests ?? []).map(guestValuesOf) },
    errors: serverErrors,
  })
  const { errors } = form.formState

  useEffect(() => {
    const sub = form.watch((values) => {
      if (!room) return
      update(
        withRoom(draft, index, {
          ...room,
          guests: room.guests.map((g, i) => ({ ...g, ...values.guests?.[i] })),
        }),
      )
    })
    return () => sub.unsubscribe()
  }, [form, draft, index, room, update])

  if (!room) return null
  const submit = form.handleSubmit((values) =>
    advance({
      ...withRoom(draft, index, {
        ...room,
        reviewed: true,
        guests: room.guests.map((g, i) => ({ ...g, ...values.guests[i], haveReviewedGuest: true })),
      }),
      fieldMessages: withoutMessages(draft.fieldMessages, { roomIndex: index }),
    }),
  )
  return (
    <form onSubmit={submit} noValidate aria-label={t('manage.roomTitle', { number: index + 1 })}>
      <Stack gap="md">
        <Text>
          {`${room.roomTypeName} · ${describeOccupancy(room.occupancy)}`}
          {' · '}
          {t('manage.roomHint')}
        </Text>
        {room.guests.map((g, i) => (
          <Card key={g.guestId} withBorder padding="lg" component="fieldset">
            <Title order={2} size="h4" component="legend" mb="sm">
              {t('manage.guestLegend', { number: i + 1 })}
            </Title>
            <GuestFields
              register={(name) => form.register(`guests.${i}.${name}`)}
              errors={{
                firstName: errors.guests?.[i]?.firstName?.message,
                lastName: errors.guests?.[i]?.lastName?.message,
                email: errors.guests?.[i]?.email?.message,
                phone: errors.guests?.[i]?.phone?.message,
              }}
              withContact
              required={required}
            />
          </Card>
        ))}
        <ManageStepActions onBack={() => overview()} />
      </Stack>
    </form>
  )
}

function RoomList({ draft, advance, go, overview }: ManageStepProps) {
  const index = draft.state.roomIndex
  const room = draft.rooms[index]
  if (!room) return null
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        advance(withRoom(draft, index, { ...room, reviewed: true }))
      }}
      aria-label={t('manage.roomTitle', { number: index + 1 })}
    >
      <Stack gap="md">
        <Text>{`${room.roomTypeName} · ${describeOccupancy(room.occupancy)}`}</Text>
        <GuestChecklist
          guests={room.guests}
          texts={{
            legend: (number) => t('manage.guestLegend', { number }),
            checked: t('manage.guestChecked'),
            toCheck: t('manage.guestToCheck'),
            unnamed: t('manage.guestUnnamed'),
            edit: t('manage.edit'),
          }}
          onEdit={(i) => go(at('Guest', index, i))}
        />
        <ManageStepActions onBack={() => overview()} />
      </Stack>
    </form>
  )
}

/** Guest: one guest; the flow loops over guests not yet reviewed, then returns to the overview (spec §4). */
export function GuestStep({ draft, config, update, advance, go }: ManageStepProps) {
  const { roomIndex, guestIndex } = draft.state
  const room = draft.rooms[roomIndex]
  const guest = room?.guests[guestIndex]
  const required = configuredRules(config.RequiredFields).guest
  // What a refused save said of this guest's fields, by each field (decision 0090).
  const [serverErrors] = useState(() => guestErrors(draft.fieldMessages, roomIndex, guestIndex))
  const form = useGuestForm(
    guest,
    (typed) => {
      if (!room) return
      update(
        withRoom(draft, roomIndex, {
          ...room,
          guests: room.guests.map((g, i) => (i === guestIndex ? { ...g, ...typed } : g)),
        }),
      )
    },
    required,
    serverErrors,
  )

  if (!room || !guest) return null
  const submit = form.handleSubmit((values) =>
    advance({
      ...withRoom(draft, roomIndex, {
        ...room,
        guests: room.guests.map((g, i) =>
          i === guestIndex ? { ...g, ...values, haveReviewedGuest: true } : g,
        ),
      }),
      fieldMessages: withoutMessages(draft.fieldMessages, { roomIndex, guestIndex }),
    }),
  )
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('manage.guestTitle', { number: guestIndex + 1, room: roomIndex + 1 })}
    >
      <Stack gap="md">
        <Card withBorder padding="lg">
          <GuestFormFields form={form} required={required} />
        </Card>
        <ManageStepActions onBack={() => go(at('Room', roomIndex))} />
      </Stack>
    </form>
  )
}
