import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import type { ManageBookingConfig, ManagedReservation } from '@/api/contract/manage-booking'
import { useRouteProperty } from '@/api/route-property'
import { nightsBetween } from '@/domain/dates'
import { toMajorUnits } from '@/domain/money'
import { formatDay, formatPrice, t } from '@/i18n/i18n'
import { ReservationPrice } from '@/stay-change/reservation-price'
import { AmountRow } from '@/ui/amount-row'
import { changesOf, type ManageDraft } from './draft'
import { at, type ManageStepProps } from './manage-step'

// The parts of the reservation overview around its rooms.

/** The stay, with the changes that need a connection: new dates, another room. */
export function StayCard({
  draft,
  config,
  online,
  go,
  canChangeDates,
  canAddRoom,
  maxRooms,
  onAddRoom,
}: Pick<ManageStepProps, 'draft' | 'config' | 'online' | 'go'> & {
  canChangeDates: boolean
  canAddRoom: boolean
  maxRooms: number
  onAddRoom: () => void
}) {
  const r = draft.reservation
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="stay-heading">
      <Stack gap="xs">
        <Title order={2} size="h3" id="stay-heading">
          {t('manage.stay', {
            from: formatDay(r.DateFrom, 'long'),
            to: formatDay(r.DateTo, 'long'),
            nights: t('units.nights', { count: nightsBetween(r.DateFrom, r.DateTo) }),
          })}
        </Title>
        {r.LocationName ? <Text>{t('manage.location', { name: r.LocationName })}</Text> : null}
        <Group gap="sm">
          {config.AllowChangeDates && canChangeDates ? (
            <NeedsConnection online={online}>
              <Button variant="light" onClick={() => go(at('ChangeDates'))} disabled={!online}>
                {t('manage.changeDates')}
              </Button>
            </NeedsConnection>
          ) : null}
          {config.AllowChangeRooms && r.CanBeEdited ? (
            canAddRoom ? (
              <NeedsConnection online={online}>
                <Button variant="light" onClick={onAddRoom} disabled={!online}>
                  {t('manage.addRoom')}
                </Button>
              </NeedsConnection>
            ) : maxRooms > 0 ? (
              <Text size="sm">{t('manage.maxRooms')}</Text>
            ) : null
          ) : null}
        </Group>
      </Stack>
    </Card>
  )
}

/** The rooms cancelled before, as history. */
export function CancelledRooms({ reservation: r }: { reservation: ManagedReservation }) {
  if (!r.ReservationItems.some((i) => i.IsCancelled)) return null
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="cancelled-rooms">
      <Title order={2} size="h4" id="cancelled-rooms" mb="xs">
        {t('manage.cancelledRooms')}
      </Title>
      {r.ReservationItems.filter((i) => i.IsCancelled).map((i) => (
        <Text key={i.ReservationItemId} size="sm">
          {`${i.RoomTypeName} · ${formatDay(i.DateOfArrival)} – ${formatDay(i.DateOfDeparture)}`}
        </Text>
      ))}
    </Card>
  )
}

export function BookerCard({
  draft,
  config,
  go,
}: {
  draft: ManageDraft
  config: ManageBookingConfig
  go: ManageStepProps['go']
}) {
  const r = draft.reservation
  if (!r.Booker) return null
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="booker-heading">
      <Group justify="space-between" wrap="wrap" mb="xs">
        <Title order={2} size="h4" id="booker-heading">
          {t('manage.booker')}
        </Title>
        {config.AllowEditGuestDetails && r.CanBeEdited ? (
          <Button variant="subtle" onClick={() => go(at('Booker'))}>
            {t('manage.editBooker')}
          </Button>
        ) : null}
      </Group>
      <BookerSummary draft={draft} />
    </Card>
  )
}

/** The card the hotel holds, and a way to replace it (online only). */
export function CardOnFile({
  reservation: r,
  online,
  onReplace,
}: {
  reservation: ManagedReservation
  online: boolean
  onReplace: () => void
}) {
  const card = r.CreditCards[0]
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="card-heading">
      <Group justify="space-between" wrap="wrap" mb="xs">
        <Title order={2} size="h4" id="card-heading">
          {t('manage.card')}
        </Title>
        {r.CanBeEdited ? (
          <NeedsConnection online={online}>
            <Button variant="subtle" onClick={onReplace} disabled={!online}>
              {t('manage.replaceCard')}
            </Button>
          </NeedsConnection>
        ) : null}
      </Group>
      <Text size="sm">
        {card
          ? t('manage.cardOnFile', {
              brand: card.CardType,
              lastFour: card.LastFour,
              month: String(card.ExpiryMonth).padStart(2, '0'),
              year: card.ExpiryYear,
            })
          : t('manage.noCard')}
      </Text>
    </Card>
  )
}

/** The booking's price, and what the changes made so far add or take off. */
export function Totals({ draft }: { draft: ManageDraft }) {
  const property = useRouteProperty()
  const r = draft.reservation
  const { summary } = changesOf(draft)
  const money = (minor: number) => formatPrice(toMajorUnits(minor), r.Currency)
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="totals-heading">
      <Stack gap={4}>
        <Title order={2} size="h4" id="totals-heading" mb="xs">
          {t('manage.totals')}
        </Title>
        <ReservationPrice totals={r} vatExclusive={property.IsStandardTaxExclusive} />
        {summary.roomsChanged ? (
          <>
            <Divider my={4} />
            <AmountRow label={t('manage.difference')} value={signed(summary.difference, money)} strong />
            <Text size="sm" c="dimmed">
              {t('manage.levyNote')}
            </Text>
          </>
        ) : null}
      </Stack>
    </Card>
  )
}

function signed(minor: number, money: (m: number) => string): string {
  return minor > 0 ? `+${money(minor)}` : minor < 0 ? `−${money(-minor)}` : money(0)
}

/** A control that needs the server's answer: disabled offline, and it says why. */
export function NeedsConnection({ online, children }: { online: boolean; children: ReactNode }) {
  return (
    <Stack gap={2}>
      {children}
      {!online ? (
        <Text size="xs" c="dimmed">
          {t('manage.needsConnection')}
        </Text>
      ) : null}
    </Stack>
  )
}

function BookerSummary({ draft }: { draft: ManageDraft }) {
  const b = draft.booker
  const r = draft.reservation.Booker
  if (!r) return null
  const name = b ? `${b.firstName} ${b.lastName}` : `${r.FirstName} ${r.LastName}`
  const contact = b ? `${b.emailAddress} · ${b.telephoneNumber}` : `${r.Email} · ${r.Phone}`
  return (
    <Stack gap={2}>
      <Text>{name}</Text>
      <Text size="sm">{contact}</Text>
    </Stack>
  )
}
