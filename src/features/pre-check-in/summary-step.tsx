import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { useState, type ReactNode } from 'react'
import * as v from 'valibot'
import { nightsBetween } from '@/domain/dates'
import { toMajorUnits } from '@/domain/money'
import { preCheckInProblems, type CheckInProblem } from '@/domain/pre-check-in-flow'
import { formatDay, formatPrice, t } from '@/i18n/i18n'
import { AmountRow } from '@/ui/amount-row'
import { ReservationPrice } from '@/stay-change/reservation-price'
import { useRouteProperty } from '@/api/route-property'
import {
  asksAddress,
  bookerFormSchema,
  bookerRequirements,
  configuredRules,
  guestFormSchema,
} from '@/ui/person-fields'
import { guestValuesOf } from '@/stay-change/guest-form'
import { addedServicesCost, type PreCheckInDraft } from './draft'
import type { StepProps } from './pre-check-in-step'

/** Summary: everything at a glance, each part editable, then one Save (spec §5: every guest valid first). */
export function SummaryStep({
  draft,
  config,
  update,
  go,
  onComplete,
  submitError,
}: StepProps & { onComplete: (draft: PreCheckInDraft) => void; submitError: string | null }) {
  const property = useRouteProperty()
  const [problems, setProblems] = useState<CheckInProblem[]>([])
  const r = draft.reservation
  const currency = r.Currency
  const b = draft.booker
  const card = r.CreditCards[0]

  const rules = configuredRules(config.RequiredFields)
  const bookerNeeds = bookerRequirements(config.RequireAddress, rules.booker)
  const guestSchema = guestFormSchema(rules.guest)

  const check = () => {
    const found = preCheckInProblems({
      bookerValid: b ? v.safeParse(bookerFormSchema(bookerNeeds), b).success : null,
      rooms: draft.rooms,
      // Spec §5 names each guest; the hotel may require more of them (decision 0090).
      isGuestValid: (g) => v.safeParse(guestSchema, guestValuesOf(g)).success,
    })
    setProblems(found)
    if (found.length === 0) onComplete(draft)
  }
  const goTo = (p: CheckInProblem) =>
    p.kind === 'booker'
      ? go({ step: 'Booker', roomIndex: 0, guestIndex: 0 })
      : go({ step: 'Guest', roomIndex: p.roomIndex, guestIndex: p.guestIndex })

  const adding = draft.rooms.reduce((sum, room) => sum + addedServicesCost(draft, room), 0)

  return (
    <Stack gap="md">
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
              value={`+${formatPrice(toMajorUnits(adding), currency)}`}
            />
            <Text size="sm" c="dimmed">
              {t('preCheckIn.extrasAddingNote')}
            </Text>
          </>
        ) : null}
      </Section>

      {b ? (
        <Section
          title={t('preCheckIn.booker')}
          action={
            <Button variant="subtle" onClick={() => go({ step: 'Booker', roomIndex: 0, guestIndex: 0 })}>
              {t('preCheckIn.editBooker')}
            </Button>
          }
        >
          <Text>{`${b.firstName} ${b.lastName}`}</Text>
          <Text size="sm">{`${b.emailAddress} · ${b.telephoneNumber}`}</Text>
          {asksAddress(bookerNeeds) ? (
            <Text size="sm">
              {[b.street, b.city, bookerNeeds.stateOrCounty ? b.stateOrCounty : '', b.postCode]
                .filter(Boolean)
                .join(', ')}
            </Text>
          ) : null}
        </Section>
      ) : null}

      <Section title={t('preCheckIn.rooms')}>
        {draft.rooms.map((room, index) => {
          const item = r.ReservationItems.find((i) => i.ReservationItemId === room.reservationItemId)
          return (
            <Stack key={room.reservationItemId} gap={2}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>
                  {t('preCheckIn.roomTitle', { number: index + 1, roomType: item?.RoomTypeName ?? '' })}
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
          )
        })}
      </Section>

      {config.OfferExtras ? (
        <Section
          title={t('preCheckIn.extrasTitle')}
          action={
            <Button variant="subtle" onClick={() => go({ step: 'Extras', roomIndex: 0, guestIndex: 0 })}>
              {t('preCheckIn.addExtras')}
            </Button>
          }
        >
          {draft.rooms.map((room, index) => {
            const item = r.ReservationItems.find((i) => i.ReservationItemId === room.reservationItemId)
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
                      price: formatPrice(toMajorUnits(addedServicesCost(draft, room)), currency),
                    })}
                  </Text>
                ) : null}
              </Stack>
            )
          })}
        </Section>
      ) : null}

      {config.AskForCard ? (
        <Section
          title={t('preCheckIn.cardTitle')}
          action={
            <Button
              variant="subtle"
              onClick={() => go({ step: 'PaymentDetails', roomIndex: 0, guestIndex: 0 })}
            >
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
      ) : null}

      <Card withBorder padding="lg">
        <Stack gap="sm">
          {config.AskEstimatedArrivalTime ? (
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
            maxLength={2000}
            value={draft.specialRequests}
            onChange={(e) => update({ ...draft, specialRequests: e.currentTarget.value })}
          />
        </Stack>
      </Card>

      {problems.length > 0 ? (
        <Alert color="negative" role="alert" title={t('preCheckIn.fixFirst')}>
          <List>
            {problems.map((p) => (
              <List.Item key={p.kind === 'booker' ? 'booker' : `${p.roomIndex}-${p.guestIndex}`}>
                <Anchor component="button" type="button" onClick={() => goTo(p)}>
                  {p.kind === 'booker'
                    ? t('preCheckIn.problemBooker')
                    : t('preCheckIn.problemGuest', { guest: p.guestIndex + 1, room: p.roomIndex + 1 })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {submitError ? (
        <Alert color="negative" role="alert">
          {submitError}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button size="lg" onClick={check}>
          {t('preCheckIn.complete')}
        </Button>
      </Group>
    </Stack>
  )
}

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
