import { Button, Card, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core'
import { TEXT_LIMITS } from '@/api/contract/common'
import type { ReactNode } from 'react'
import { useRouteProperty } from '@/api/route-property'
import { nightsBetween } from '@/domain/dates'
import { toMajorUnits } from '@/domain/money'
import type { CheckInProblem } from '@/domain/pre-check-in-flow'
import { formatDay, formatPrice, t } from '@/i18n/i18n'
import { ReservationPrice } from '@/stay-change/reservation-price'
import { SaveProblemsAlert } from '@/stay-change/save-problems-alert'
import { AmountRow } from '@/ui/amount-row'
import { asksAddress, type BookerFormValues } from '@/ui/person-fields'
import type { RequiredFields } from '@/domain/validation'
import { addedServicesCost, type PreCheckInDraft } from './draft'
import type { StepProps } from './pre-check-in-step'

// The parts of the pre-check-in Summary, each with its way back to the step that edits it.

type SectionProps = Pick<StepProps, 'draft' | 'go'>

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  )
}

const itemOf = (draft: PreCheckInDraft, reservationItemId: number) =>
  draft.reservation.ReservationItems.find((i) => i.ReservationItemId === reservationItemId)

/** The stay, its price as the hotel has it, and what the extras added here will add. */
export function StaySection({ draft }: { draft: PreCheckInDraft }) {
  const property = useRouteProperty()
  const r = draft.reservation
  const adding = draft.rooms.reduce((sum, room) => sum + addedServicesCost(draft, room), 0)
  return (
    <Section title={t('preCheckIn.stayTitle')}>
      <Text>
        {t('preCheckIn.stay', {
          from: formatDay(r.DateFrom, 'long'),
          to: formatDay(r.DateTo, 'long'),
          nights: t('units.nights', { count: nightsBetween(r.DateFrom, r.DateTo) }),
        })}
      </Text>
      {r.LocationName ? <Text size="sm">{t('preCheckIn.location', { name: r.LocationName })}</Text> : null}
      <ReservationPrice totals={r} vatExclusive={property.IsStandardTaxExclusive} />
      {adding > 0 ? (
        <>
          <AmountRow
            label={t('preCheckIn.extrasAddingTotal')}
            value={`+${formatPrice(toMajorUnits(adding), r.Currency)}`}
          />
          <Text size="sm" c="dimmed">
            {t('preCheckIn.extrasAddingNote')}
          </Text>
        </>
      ) : null}
    </Section>
  )
}

export function BookerSection({
  booker,
  bookerNeeds,
  go,
}: {
  booker: BookerFormValues
  bookerNeeds: RequiredFields
  go: StepProps['go']
}) {
  return (
    <Section
      title={t('preCheckIn.booker')}
      action={
        <Button variant="subtle" onClick={() => go({ step: 'Booker', roomIndex: 0, guestIndex: 0 })}>
          {t('preCheckIn.editBooker')}
        </Button>
      }
    >
      <Text>{`${booker.firstName} ${booker.lastName}`}</Text>
      <Text size="sm">{`${booker.emailAddress} · ${booker.telephoneNumber}`}</Text>
      {asksAddress(bookerNeeds) ? (
        <Text size="sm">
          {[
            booker.street,
            booker.city,
            bookerNeeds.stateOrCounty ? booker.stateOrCounty : '',
            booker.postCode,
          ]
            .filter(Boolean)
            .join(', ')}
        </Text>
      ) : null}
    </Section>
  )
}

export function RoomsSection({ draft, go }: SectionProps) {
  return (
    <Section title={t('preCheckIn.rooms')}>
      {draft.rooms.map((room, index) => (
        <Stack key={room.reservationItemId} gap={2}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>
              {t('preCheckIn.roomTitle', {
                number: index + 1,
                roomType: itemOf(draft, room.reservationItemId)?.RoomTypeName ?? '',
              })}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => go({ step: 'Room', roomIndex: index, guestIndex: 0 })}
              aria-label={t('preCheckIn.editRoom', { number: index + 1 })}
            >
              {t('preCheckIn.edit')}
            </Button>
          </Group>
          <Text size="sm" data-testid={`room-${index + 1}-guests`}>
            {room.guests
              .map((g) => `${g.firstName} ${g.lastName}`.trim() || t('preCheckIn.guestUnnamed'))
              .join(', ')}
          </Text>
        </Stack>
      ))}
    </Section>
  )
}

export function ExtrasSection({ draft, go }: SectionProps) {
  return (
    <Section
      title={t('preCheckIn.extrasTitle')}
      action={
        <Button variant="subtle" onClick={() => go({ step: 'Extras', roomIndex: 0, guestIndex: 0 })}>
          {t('preCheckIn.addExtras')}
        </Button>
      }
    >
      {draft.rooms.map((room, index) => {
        const item = itemOf(draft, room.reservationItemId)
        const booked = item?.Services.map((s) => s.ServiceName) ?? []
        return (
          <Stack key={room.reservationItemId} gap={0}>
            <Text size="sm" fw={600}>
              {t('preCheckIn.extrasForRoom', { number: index + 1, roomType: item?.RoomTypeName ?? '' })}
            </Text>
            <Text size="sm">
              {booked.length > 0
                ? t('preCheckIn.extrasBooked', { names: booked.join(', ') })
                : t('preCheckIn.extrasNone')}
            </Text>
            {room.addServices.length > 0 ? (
              <Text size="sm">
                {t('preCheckIn.extrasAdded', {
                  names: room.addServices.map((s) => `${s.name} × ${s.quantity}`).join(', '),
                  price: formatPrice(
                    toMajorUnits(addedServicesCost(draft, room)),
                    draft.reservation.Currency,
                  ),
                })}
              </Text>
            ) : null}
          </Stack>
        )
      })}
    </Section>
  )
}

export function CardSection({ draft, go }: SectionProps) {
  const card = draft.reservation.CreditCards[0]
  return (
    <Section
      title={t('preCheckIn.cardTitle')}
      action={
        <Button variant="subtle" onClick={() => go({ step: 'PaymentDetails', roomIndex: 0, guestIndex: 0 })}>
          {card ? t('preCheckIn.replaceCard') : t('preCheckIn.addCard')}
        </Button>
      }
    >
      <Text size="sm">
        {card
          ? t('preCheckIn.cardOnFile', {
              brand: card.CardType,
              lastFour: card.LastFour,
              month: String(card.ExpiryMonth).padStart(2, '0'),
              year: card.ExpiryYear,
            })
          : t('preCheckIn.noCard')}
      </Text>
    </Section>
  )
}

/** When the guest expects to arrive (where the hotel asks) and what they would like. */
export function ArrivalAndRequests({
  draft,
  update,
  askArrivalTime,
}: Pick<StepProps, 'draft' | 'update'> & { askArrivalTime: boolean }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        {askArrivalTime ? (
          <TextInput
            type="time"
            label={t('preCheckIn.arrivalTime')}
            description={t('preCheckIn.arrivalTimeHint')}
            value={draft.estimatedArrivalTime}
            onChange={(e) => update({ ...draft, estimatedArrivalTime: e.currentTarget.value })}
            w={220}
          />
        ) : null}
        <Textarea
          label={t('preCheckIn.specialRequests')}
          autosize
          minRows={2}
          maxLength={TEXT_LIMITS.requests}
          value={draft.specialRequests}
          onChange={(e) => update({ ...draft, specialRequests: e.currentTarget.value })}
        />
      </Stack>
    </Card>
  )
}

/** What stops Save, each a link to the step that fixes it. */
export function ProblemsAlert({ problems, go }: { problems: CheckInProblem[]; go: StepProps['go'] }) {
  return (
    <SaveProblemsAlert
      problems={problems}
      title={t('preCheckIn.fixFirst')}
      describe={(p) =>
        p.kind === 'booker'
          ? t('preCheckIn.problemBooker')
          : t('preCheckIn.problemGuest', { guest: p.guestIndex + 1, room: p.roomIndex + 1 })
      }
      onGo={(p) =>
        p.kind === 'booker'
          ? go({ step: 'Booker', roomIndex: 0, guestIndex: 0 })
          : go({ step: 'Guest', roomIndex: p.roomIndex, guestIndex: p.guestIndex })
      }
    />
  )
}
