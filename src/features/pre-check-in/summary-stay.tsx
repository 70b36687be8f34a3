import { Button, Stack, Text } from '@mantine/core'
import { useRouteProperty } from '@/api/route-property'
import { nightsBetween } from '@/domain/dates'
import { toMajorUnits } from '@/domain/money'
import { formatDay, formatPrice, t } from '@/i18n/i18n'
import { ReservationPrice } from '@/stay-change/reservation-price'
import { AmountRow } from '@/ui/amount-row'
import { addedServicesCost, type PreCheckInDraft } from './draft'
import { itemOf, Section, type SectionProps } from './summary-section'

// The stay on the Summary: its dates and price, and the extras added here.

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
