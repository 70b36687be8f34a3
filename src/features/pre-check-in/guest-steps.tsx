import { Card, Stack, Text, Title } from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { describeOccupancy, t } from '@/i18n/i18n'
import { GuestChecklist } from '@/stay-change/guest-checklist'
import { GuestFormFields, guestValuesOf, useGuestForm } from '@/stay-change/guest-form'
import { guestErrors, roomErrors, withoutMessages } from '@/stay-change/refused-fields'
import type { RequiredFields } from '@/domain/validation'
import { configuredRules, GuestFields, guestFormSchema, type GuestFormValues } from '@/ui/person-fields'
import type { DraftRoom, PreCheckInDraft } from './draft'
import { PreCheckInStepActions, type StepProps } from './pre-check-in-step'

/** A room's guests, each with what the hotel requires of a guest (decision 0090). */
const roomSchema = (required: RequiredFields) => v.object({ guests: v.array(guestFormSchema(required)) })
type RoomValues = { guests: GuestFormValues[] }

function withRoom(draft: PreCheckInDraft, index: number, room: DraftRoom): PreCheckInDraft {
  return { ...draft, rooms: draft.rooms.map((r, i) => (i === index ? room : r)) }
}

function itemOf(draft: PreCheckInDraft, room: DraftRoom | undefined) {
  return draft.reservation.ReservationItems.find((i) => i.ReservationItemId === room?.reservationItemId)
}

/**
 * Room: on a wide screen every guest of the room on one page; on a phone the room's guests as a list, each
 * then a Guest step of its own (spec §4).
 */
export function RoomStep(props: StepProps) {
  return props.isMobile ? <RoomList {...props} /> : <RoomForm {...props} />
}

function RoomForm({ draft, config, update, advance, go }: StepProps) {
  const index = draft.state.roomIndex
  const room = draft.rooms[index]
  const item = itemOf(draft, room)
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

  if (!room || !item) return null
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
  const back = () =>
    index > 0
      ? go({ step: 'Room', roomIndex: index - 1, guestIndex: 0 })
      : go({ step: draft.booker ? 'Booker' : 'Start', roomIndex: 0, guestIndex: 0 })

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('preCheckIn.roomTitle', { number: index + 1, roomType: item.RoomTypeName })}
    >
      <Stack gap="md">
        <Text>
          {describeOccupancy({
            adults: item.NumberOfAdults,
            children: item.NumberOfChildren,
            infants: item.NumberOfInfants,
          })}
          {' · '}
          {t('preCheckIn.roomHint')}
        </Text>
        {room.guests.map((g, i) => (
          <Card key={g.guestId} withBorder padding="lg" component="fieldset">
            <Title order={2} size="h4" component="legend" mb="sm">
              {t('preCheckIn.guestLegend', { number: i + 1 })}
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
        {required.email || required.phone ? null : (
          <Text size="sm" c="dimmed">
            {t('preCheckIn.contactOptional')}
          </Text>
        )}
        <PreCheckInStepActions onBack={back} />
      </Stack>
    </form>
  )
}

function RoomList({ draft, advance, go }: StepProps) {
  const index = draft.state.roomIndex
  const room = draft.rooms[index]
  const item = itemOf(draft, room)
  if (!room || !item) return null
  const back = () =>
    index > 0
      ? go({ step: 'Room', roomIndex: index - 1, guestIndex: 0 })
      : go({ step: draft.booker ? 'Booker' : 'Start', roomIndex: 0, guestIndex: 0 })
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        advance(withRoom(draft, index, { ...room, reviewed: true }))
      }}
      aria-label={t('preCheckIn.roomTitle', { number: index + 1, roomType: item.RoomTypeName })}
    >
      <Stack gap="md">
        <Text>
          {describeOccupancy({
            adults: item.NumberOfAdults,
            children: item.NumberOfChildren,
            infants: item.NumberOfInfants,
          })}
          {' · '}
          {t('preCheckIn.roomHint')}
        </Text>
        <GuestChecklist
          guests={room.guests}
          texts={{
            legend: (number) => t('preCheckIn.guestLegend', { number }),
            checked: t('preCheckIn.guestChecked'),
            toCheck: t('preCheckIn.guestToCheck'),
            unnamed: t('preCheckIn.guestUnnamed'),
            edit: t('preCheckIn.edit'),
          }}
          onEdit={(i) => go({ step: 'Guest', roomIndex: index, guestIndex: i })}
        />
        <PreCheckInStepActions onBack={back} />
      </Stack>
    </form>
  )
}

/** Guest: one guest of one room; the flow then loops over guests not yet reviewed or not valid (spec §4). */
export function GuestStep({ draft, config, update, advance, go }: StepProps) {
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
        reviewed: true,
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
      aria-label={t('preCheckIn.guestTitle', { number: guestIndex + 1, room: roomIndex + 1 })}
    >
      <Stack gap="md">
        <Card withBorder padding="lg">
          <GuestFormFields form={form} required={required} />
        </Card>
        {required.email || required.phone ? null : (
          <Text size="sm" c="dimmed">
            {t('preCheckIn.contactOptional')}
          </Text>
        )}
        <PreCheckInStepActions onBack={() => go({ step: 'Room', roomIndex, guestIndex: 0 })} />
      </Stack>
    </form>
  )
}
