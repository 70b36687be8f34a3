import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError, errorMessage } from '@/api/api-error'
import { newIdempotencyKey } from '@/api/client'
import type { ManageActionResponse, ManagedReservation } from '@/api/contract/manage-booking'
import { bookConfigQuery } from '@/api/property'
import { cancelReservation, manageKeys, searchReservation, upgradeOptionsQuery } from '@/api/manage-booking'
import { nightsBetween } from '@/domain/dates'
import { afterManageCancel, type ManageRoom } from '@/domain/manage-flow'
import { toMajorUnits } from '@/domain/money'
import { formatDay, formatPrice, t } from '@/i18n/i18n'
import { AmountRow } from '@/ui/amount-row'
import { ReservationPrice } from '@/stay-change/reservation-price'
import { useRouteProperty } from '@/api/route-property'
import { CancelDialog } from './cancel-dialog'
import { CardDialog } from './card-dialog'
import { changesOf, discardDraft, draftFrom, draftKey, type ManageDraft } from './draft'
import { at, type ManageStepProps } from './manage-step'
import { RoomCard } from './room-card'

/** ReservationOverview (spec §4): rooms, guests, extras and totals, with the changes allowed on each. */
export function Overview(props: ManageStepProps) {
  const { draft, config, online, update, go, propertyCode } = props
  const r = draft.reservation
  const queryClient = useQueryClient()
  const property = useRouteProperty()
  const bookConfig = useQuery(bookConfigQuery(r.PropertyId))
  const upgrades = useQuery({
    ...upgradeOptionsQuery(r),
    enabled: online && r.CanBeEdited && config.AllowChangeRooms,
  })
  const [cancelling, setCancelling] = useState<{ room: number | null } | null>(null)
  const [cardOpen, setCardOpen] = useState(false)
  const { original, summary, any } = changesOf(draft)
  const money = (minor: number) => formatPrice(toMajorUnits(minor), r.Currency)
  const maxRooms = bookConfig.data?.MaxNumberOfRoomsOnBooking ?? 0
  const liveRooms = draft.rooms.filter((x) => x.cancellation === null).length
  const editableRooms = draft.rooms.filter((x) => x.canBeEdited && x.cancellation === null)
  const card = r.CreditCards[0]

  const cancelBooking = useMutation({
    mutationFn: async (reasonId: number | null) => {
      const answer = await cancelReservation(
        {
          PropertyId: r.PropertyId,
          ReferenceNumber: r.ReferenceNumber,
          Code: r.Code,
          ReservationId: r.ReservationId,
          CancellationReasonId: reasonId,
        },
        newIdempotencyKey(),
      )
      // Spec §8: a refusal (Success: false) shows its Message in a red notice; the booking stays as it is.
      if (!answer.Success) throw new ApiError('unprocessable', answer.Message ?? '', { body: answer })
      if (answer.Reservation) return { ...answer, Reservation: answer.Reservation }
      // Cancelled, but the answer did not carry the booking: read it again to show it as it is now.
      const now = await searchReservation({
        propertyId: r.PropertyId,
        reservationNumber: r.ReferenceNumber,
        hash: r.Code,
      })
      if (!now.Reservation) throw new ApiError('server', answer.Message ?? '')
      return { ...now, Reservation: now.Reservation }
    },
    onSuccess: async (answer: ManageActionResponse & { Reservation: ManagedReservation }) => {
      queryClient.setQueryData(manageKeys.reservation(r.PropertyId, r.ReferenceNumber), answer)
      await discardDraft(draftKey(propertyCode, r.ReferenceNumber))
      setCancelling(null)
      update({ ...draftFrom(answer.Reservation), state: afterManageCancel(draft.state, true) })
    },
  })

  const startAdding = () =>
    go(at('RoomTypeSelection', -1), {
      ...draft,
      selecting: {
        dateFrom: r.DateFrom,
        dateTo: r.DateTo,
        // The property's default party, as a new room on the search page starts (spec §9).
        occupancy: {
          adults: property.DefaultOccupancyAdult,
          children: property.EnableChildrenSearch ? property.DefaultOccupancyChildren : 0,
          infants: property.EnableInfantSearch ? property.DefaultOccupancyInfant : 0,
        },
        roomTypeId: null,
        roomTypeName: null,
      },
    })
  const cancelRoomIndex = cancelling?.room ?? null
  const cancelRoom = cancelRoomIndex === null ? undefined : draft.rooms[cancelRoomIndex]
  const policyOf = (room: ManageRoom | undefined) =>
    r.ReservationItems.find((i) => i.ReservationItemId === room?.reservationItemId)?.Policy
      .CancellationPolicy ?? null

  return (
    <Stack gap="lg">
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
            {config.AllowChangeDates && editableRooms.length > 0 ? (
              <NeedsConnection online={online}>
                <Button variant="light" onClick={() => go(at('ChangeDates'))} disabled={!online}>
                  {t('manage.changeDates')}
                </Button>
              </NeedsConnection>
            ) : null}
            {config.AllowChangeRooms && r.CanBeEdited ? (
              liveRooms < maxRooms ? (
                <NeedsConnection online={online}>
                  <Button variant="light" onClick={startAdding} disabled={!online}>
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

      {draft.rooms.map((room, index) => (
        <RoomCard
          key={room.key}
          {...props}
          room={room}
          index={index}
          original={original.find((o) => o.key === room.key)}
          hasUpgrades={(upgrades.data ?? []).some((u) => u.ReservationItemId === room.reservationItemId)}
          onCancel={() => setCancelling({ room: index })}
        />
      ))}

      {r.ReservationItems.some((i) => i.IsCancelled) ? (
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
      ) : null}

      {draft.reservation.Booker ? (
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
      ) : null}

      <Card withBorder padding="lg" component="section" aria-labelledby="card-heading">
        <Group justify="space-between" wrap="wrap" mb="xs">
          <Title order={2} size="h4" id="card-heading">
            {t('manage.card')}
          </Title>
          {r.CanBeEdited ? (
            <NeedsConnection online={online}>
              <Button variant="subtle" onClick={() => setCardOpen(true)} disabled={!online}>
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

      <Card withBorder padding="lg">
        <Stack gap="sm">
          {!any ? <Text>{t('manage.noChanges')}</Text> : null}
          <Group justify="space-between" wrap="wrap">
            {any ? (
              <Button
                variant="default"
                onClick={() => update({ ...draftFrom(r), state: at('ReservationOverview') })}
              >
                {t('manage.discard')}
              </Button>
            ) : (
              <span />
            )}
            <Button onClick={() => go(at('Summary'))} disabled={!any}>
              {t('manage.review')}
            </Button>
          </Group>
        </Stack>
      </Card>

      {config.AllowCancel && r.CanBeCancelled ? (
        <Group>
          <NeedsConnection online={online}>
            <Button
              color="negative"
              variant="outline"
              onClick={() => setCancelling({ room: null })}
              disabled={!online}
            >
              {t('manage.cancelBooking')}
            </Button>
          </NeedsConnection>
        </Group>
      ) : null}

      <CancelDialog
        opened={cancelling !== null && cancelling.room === null}
        title={t('manage.cancelBookingTitle', { reference: r.ReservationNumber })}
        propertyId={r.PropertyId}
        reasonRequired={config.CancellationReasonRequired}
        policy={r.ReservationItems.find((i) => !i.IsCancelled)?.Policy.CancellationPolicy ?? null}
        confirmLabel={t('manage.confirmCancelBooking')}
        busy={cancelBooking.isPending}
        disabled={!online}
        error={cancelBooking.isError ? errorMessage(cancelBooking.error, t('manage.cancelFailed')) : null}
        onConfirm={(reasonId) => cancelBooking.mutate(reasonId)}
        onClose={() => {
          cancelBooking.reset()
          setCancelling(null)
        }}
      />
      <CancelDialog
        opened={cancelRoom !== undefined}
        title={t('manage.cancelRoomTitle', { number: (cancelRoomIndex ?? 0) + 1 })}
        propertyId={r.PropertyId}
        reasonRequired={config.CancellationReasonRequired}
        policy={policyOf(cancelRoom)}
        hint={t('manage.cancelRoomHint')}
        confirmLabel={t('manage.confirmCancelRoom')}
        onConfirm={(reasonId) => {
          setCancelling(null)
          update({
            ...draft,
            rooms: draft.rooms.map((x, i) =>
              i === cancelRoomIndex ? { ...x, cancellation: { reasonId } } : x,
            ),
          })
        }}
        onClose={() => setCancelling(null)}
      />
      <CardDialog opened={cardOpen} draft={draft} update={update} onClose={() => setCardOpen(false)} />
    </Stack>
  )
}

function signed(minor: number, money: (m: number) => string): string {
  return minor > 0 ? `+${money(minor)}` : minor < 0 ? `−${money(-minor)}` : money(0)
}

/** A control that needs the server's answer: disabled offline, and it says why. */
function NeedsConnection({ online, children }: { online: boolean; children: React.ReactNode }) {
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
