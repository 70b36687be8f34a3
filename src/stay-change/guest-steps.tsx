import { Card, Stack, Title } from '@mantine/core'
import { localSchemaResolver } from '@/ui/local-resolver'
import { useEffect, useState, type ReactNode } from 'react'
import { useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form'
import * as v from 'valibot'
import type { RequiredFields } from '@/domain/validation'
import { GuestFields, guestFormSchema, type GuestFormValues } from '@/ui/person-fields'
import type { ChangeState, DraftGuest } from './change-draft'
import { GuestChecklist } from './guest-checklist'
import { GuestFormFields, guestValuesOf, useGuestForm } from './guest-form'
import { guestErrors, roomErrors, withoutMessages, type FieldMessages } from './refusal-fields'

// The Room and Guest steps of manage booking and pre-check-in (docs/product/after-booking.md#steps): a room's guests all on one form on a
// wide screen, or as a checklist with a Guest step each on a phone. Every keystroke goes into the draft; what
// a refused save said of a field shows by it until that step is continued (decision 0090). Each flow passes its
// own words, its way back and the foot of the step.

type GuestRoom = { guests: DraftGuest[]; reviewed: boolean }
type GuestDraft = { rooms: readonly GuestRoom[]; fieldMessages: FieldMessages; state: ChangeState }

/** What a Room or Guest step needs of its flow. */
type GuestStepProps<Draft extends GuestDraft> = {
  draft: Draft
  /** Replaces the draft (kept on the device as it changes). */
  update: (next: Draft) => void
  /** The step after this one, given the draft as it will be. */
  advance: (next: Draft) => void
  /** the form's name, for a screen reader */
  label: string
  /** Back and Continue */
  actions: ReactNode
}

/** A room's guests, each with what the hotel requires of a guest (decision 0090). */
const roomSchema = (required: RequiredFields) => v.object({ guests: v.array(guestFormSchema(required)) })
type RoomValues = { guests: GuestFormValues[] }

function withRoom<Draft extends GuestDraft>(
  draft: Draft,
  index: number,
  room: Draft['rooms'][number],
): Draft {
  return { ...draft, rooms: draft.rooms.map((r, i) => (i === index ? room : r)) }
}

/** Room on a wide screen: every guest of the room on one form. */
export function RoomGuestsForm<Draft extends GuestDraft>({
  draft,
  update,
  advance,
  label,
  actions,
  required,
  intro,
  guestLegend,
  note = null,
}: GuestStepProps<Draft> & {
  required: RequiredFields
  /** what the room is, above its guests */
  intro: ReactNode
  guestLegend: (number: number) => string
  /** a word under the guests, e.g. that their contact details are optional */
  note?: ReactNode
}) {
  const index = draft.state.roomIndex
  const room = draft.rooms[index]
  // What a refused save said of these guests' fields, by each field (decision 0090).
  const [serverErrors] = useState(() => roomErrors(draft.fieldMessages, index, room?.guests.length ?? 0))
  const form = useForm<RoomValues>({
    resolver: localSchemaResolver(roomSchema(required)),
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
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        {intro}
        {room.guests.map((g, i) => (
          <RoomGuestCard
            key={g.guestId}
            form={form}
            errors={errors.guests?.[i]}
            index={i}
            legend={guestLegend(i + 1)}
            required={required}
          />
        ))}
        {note}
        {actions}
      </Stack>
    </form>
  )
}

/** One guest of a room's form, under its legend. */
function RoomGuestCard({
  form,
  errors,
  index,
  legend,
  required,
}: {
  form: UseFormReturn<RoomValues>
  /** read by the form's owner, so the form re-renders when they change */
  errors: FieldErrors<GuestFormValues> | undefined
  index: number
  legend: string
  required: RequiredFields
}) {
  return (
    <Card withBorder padding="lg" component="fieldset">
      <Title order={2} size="h4" component="legend" mb="sm">
        {legend}
      </Title>
      <GuestFields
        register={(name) => form.register(`guests.${index}.${name}`)}
        errors={{
          firstName: errors?.firstName?.message,
          lastName: errors?.lastName?.message,
          email: errors?.email?.message,
          phone: errors?.phone?.message,
        }}
        withContact
        required={required}
      />
    </Card>
  )
}

/** Room on a phone: the room's guests as a checklist, each opening a Guest step of its own. */
export function RoomGuestsChecklist<Draft extends GuestDraft>({
  draft,
  advance,
  label,
  actions,
  intro,
  texts,
  onEdit,
}: Omit<GuestStepProps<Draft>, 'update'> & {
  intro: ReactNode
  texts: Parameters<typeof GuestChecklist>[0]['texts']
  onEdit: (guestIndex: number) => void
}) {
  const index = draft.state.roomIndex
  const room = draft.rooms[index]
  if (!room) return null
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        advance(withRoom(draft, index, { ...room, reviewed: true }))
      }}
      aria-label={label}
    >
      <Stack gap="md">
        {intro}
        <GuestChecklist guests={room.guests} texts={texts} onEdit={onEdit} />
        {actions}
      </Stack>
    </form>
  )
}

/** Guest: one guest of one room; the flow then loops over the guests still to check (docs/product/after-booking.md#steps). */
export function SingleGuestForm<Draft extends GuestDraft>({
  draft,
  update,
  advance,
  label,
  actions,
  required,
  note = null,
  marksRoomReviewed,
}: GuestStepProps<Draft> & {
  required: RequiredFields
  note?: ReactNode
  /** whether continuing counts the whole room as checked (pre-check-in) or only this guest (manage booking) */
  marksRoomReviewed: boolean
}) {
  const { roomIndex, guestIndex } = draft.state
  const room = draft.rooms[roomIndex]
  const guest = room?.guests[guestIndex]
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
        ...(marksRoomReviewed ? { reviewed: true } : {}),
        guests: room.guests.map((g, i) =>
          i === guestIndex ? { ...g, ...values, haveReviewedGuest: true } : g,
        ),
      }),
      fieldMessages: withoutMessages(draft.fieldMessages, { roomIndex, guestIndex }),
    }),
  )
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        <Card withBorder padding="lg">
          <GuestFormFields form={form} required={required} />
        </Card>
        {note}
        {actions}
      </Stack>
    </form>
  )
}
