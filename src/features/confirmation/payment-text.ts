import { PaymentType } from '@/domain/payment'
import type { ReservationConfirmation } from '@/api/contract/reservation'
import { t } from '@/i18n/i18n'

/** How the booking is paid, in the guest's words. */
export function paymentText(confirmation: ReservationConfirmation): string {
  switch (confirmation.PaymentType) {
    case PaymentType.PayByCard:
    case PaymentType.StoreCard:
      return confirmation.CardBrand && confirmation.CardLastFour
        ? t(
            confirmation.PaymentType === PaymentType.PayByCard
              ? 'confirmation.paidByCard'
              : 'confirmation.cardHeld',
            { card: `${confirmation.CardBrand} •••• ${confirmation.CardLastFour}` },
          )
        : t('confirmation.byCard')
    case PaymentType.PayByCompanyInvoice:
      return t('confirmation.companyInvoice', {
        company: confirmation.CompanyName ?? '',
        po: confirmation.PONumber ?? '',
      })
    case PaymentType.PayByIndividualInvoice:
      return t('confirmation.invoice')
    case PaymentType.PayByPayStack:
      return t('confirmation.payStack')
    case PaymentType.PayByVoucher:
      return t('confirmation.voucher', { code: confirmation.HopGiftVoucherCode ?? '' })
  }
}
