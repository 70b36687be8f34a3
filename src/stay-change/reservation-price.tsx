import { Divider, Stack } from '@mantine/core'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { formatPrice, t } from '@/i18n/i18n'
import { AmountRow } from '@/ui/amount-row'

type Totals = Pick<
  ManagedReservation,
  | 'Currency'
  | 'TotalAccommodation'
  | 'TotalServices'
  | 'TotalVat'
  | 'VisitorLevy'
  | 'Discount'
  | 'TotalCost'
  | 'AmountPaid'
  | 'AmountRefunded'
  | 'Allowance'
  | 'Balance'
>

/**
 * The price of a booking as the hotel has it (docs/product/after-booking.md#what-is-kept Reservation: totals for accommodation, services and VAT,
 * VisitorLevy), with what the payments ledger says is paid, refunded and still to pay — for manage booking and
 * pre-check-in. VAT is added above the total when the property's prices exclude it, and named under the total
 * when they include it. More paid than the total (before the hotel refunds it) shows as credit. What the hotel
 * gave back beyond the rules (Allowance, decision 0116) is a reduction: the stay costs that much less.
 */
export function ReservationPrice({ totals, vatExclusive }: { totals: Totals; vatExclusive: boolean }) {
  const money = (major: number) => formatPrice(major, totals.Currency)
  // Credit in minor units: the wire's major units would leave float dust (0.1 + 0.2).
  const credit =
    toMinorUnits(totals.AmountPaid) -
    toMinorUnits(totals.AmountRefunded) -
    (toMinorUnits(totals.TotalCost) - toMinorUnits(totals.Allowance))
  const balance = credit > 0 ? -credit : toMinorUnits(totals.Balance)
  return (
    <Stack gap={4} data-testid="reservation-price">
      <AmountRow label={t('reservationPrice.accommodation')} value={money(totals.TotalAccommodation)} />
      <AmountRow label={t('reservationPrice.extras')} value={money(totals.TotalServices)} />
      {totals.Discount > 0 ? (
        <AmountRow label={t('reservationPrice.discount')} value={`−${money(totals.Discount)}`} />
      ) : null}
      {vatExclusive ? (
        <AmountRow label={t('reservationPrice.vatAdded')} value={money(totals.TotalVat)} />
      ) : null}
      {totals.VisitorLevy > 0 ? (
        <AmountRow label={t('reservationPrice.visitorLevy')} value={money(totals.VisitorLevy)} />
      ) : null}
      <Divider my={4} />
      <AmountRow label={t('reservationPrice.total')} value={money(totals.TotalCost)} strong />
      {!vatExclusive ? (
        <AmountRow label={t('reservationPrice.vatIncluded')} value={money(totals.TotalVat)} />
      ) : null}
      <AmountRow label={t('reservationPrice.paid')} value={money(totals.AmountPaid)} />
      {totals.AmountRefunded > 0 ? (
        <AmountRow
          label={t('reservationPrice.refunded')}
          value={money(totals.AmountRefunded)}
          testId="reservation-refunded"
        />
      ) : null}
      {totals.Allowance > 0 ? (
        <AmountRow
          label={t('reservationPrice.allowance')}
          value={`−${money(totals.Allowance)}`}
          testId="reservation-allowance"
        />
      ) : null}
      <AmountRow
        label={balance >= 0 ? t('reservationPrice.balance') : t('reservationPrice.credit')}
        value={money(toMajorUnits(Math.abs(balance)))}
        strong
        testId="reservation-balance"
      />
    </Stack>
  )
}
