import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { ApiError } from '@/api/api-error'
import { newIdempotencyKey } from '@/api/client'
import type { PayByLinkInfo, PayByLinkTransaction } from '@/api/contract/pay-by-link'
import { processPayByLink, type PayLink } from '@/api/pay-by-link'
import { useRouteProperty } from '@/api/route-property'
import { normaliseCardNumber, type CardInput } from '@/domain/cards'
import { browserData } from '@/device/browser-data'
import type { PayByLinkValues } from './pay-by-link-schema'
import { saveLink } from './saved-link'

/** ModelState keys of Process mapped to the form's fields, so a server message shows by its field. */
const FIELD_OF: Record<string, keyof PayByLinkValues> = {
  Email: 'email',
  'CardDetails.CardNumber': 'creditCardNumber',
  'CardDetails.NameOnCard': 'creditCardName',
  'CardDetails.CreditCardTypeId': 'creditCardNumber',
  'CardDetails.ExpiryMonth': 'expiryMonth',
  'CardDetails.ExpiryYear': 'expiryYear',
  'CardDetails.SecurityCode': 'cvvNumber',
}

/** The card as typed, cleaned up for the rules and the request (the brand is the accepted type's id). */
export function cardFromValues(values: PayByLinkValues, cardTypeId: number | null): CardInput {
  return {
    creditCardName: values.creditCardName.trim(),
    creditCardNumber: normaliseCardNumber(values.creditCardNumber),
    cvvNumber: values.cvvNumber.trim(),
    expiryMonth: Number(values.expiryMonth),
    expiryYear: Number(values.expiryYear),
    cardType: cardTypeId,
    cardHolderEmail: values.email.trim(),
  }
}

/** The Process request for this invoice: the link's facts, the e-mail, and the card of an accepted type. */
export function payByLinkTransaction(
  info: PayByLinkInfo,
  email: string,
  card: CardInput | null,
  cardTypeId: number | null,
): PayByLinkTransaction {
  return {
    PropertyId: info.PropertyId,
    Type: info.Type,
    Action: info.Action,
    InvoiceNumber: info.InvoiceNumber,
    EntityId: info.EntityId,
    AmountToPay: info.AmountToPay,
    PaymentId: info.PaymentId,
    Hash: info.Hash,
    Timestamp: info.Timestamp,
    Description: info.Description,
    Email: email.trim(),
    CardDetails:
      card && cardTypeId !== null
        ? {
            CreditCardId: null,
            SaveCreditCardToIndividual: false,
            CardNumber: card.creditCardNumber,
            NameOnCard: card.creditCardName,
            EmailAddress: card.cardHolderEmail,
            CreditCardTypeId: cardTypeId,
            ExpiryMonth: card.expiryMonth,
            ExpiryYear: card.expiryYear,
            SecurityCode: card.cvvNumber,
          }
        : null,
    BrowserData: browserData(),
    TransactionReference: null,
  }
}

/**
 * Sends Process once per attempt: the same request again (a lost answer) reuses its idempotency key; success
 * goes on to PayStack or the status page, a refusal puts the server's messages by their fields and clears the
 * security code.
 */
export function usePayByLinkProcess(form: UseFormReturn<PayByLinkValues>, link: PayLink) {
  const property = useRouteProperty()
  const navigate = useNavigate()
  const lastAttempt = useRef<{ body: string; key: string } | null>(null)
  return useMutation({
    mutationFn: async (transaction: PayByLinkTransaction) => {
      // The same request again (a lost answer) reuses its key and is applied once; a changed card is a new attempt.
      const body = JSON.stringify(transaction)
      const key = lastAttempt.current?.body === body ? lastAttempt.current.key : newIdempotencyKey()
      lastAttempt.current = { body, key }
      return processPayByLink(transaction, key)
    },
    onSuccess: (response) => {
      if (response.Success && response.ConfirmationToken) {
        saveLink(response.ConfirmationToken, {
          propertyCode: property.PropertyCode,
          actionType: link.actionType,
          invoiceNumber: link.invoiceNumber,
          code: link.code,
          paymentId: link.paymentId,
        })
        // PayStack: its own page takes the payment and sends the guest back to the status page.
        if (response.RedirectUrl) window.location.assign(response.RedirectUrl)
        else void navigate(`/SecurePay/${property.PropertyCode}/Status/${response.ConfirmationToken}`)
      } else {
        form.setValue('cvvNumber', '')
      }
    },
    onError: (error) => {
      form.setValue('cvvNumber', '')
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.modelState)) {
          const target = FIELD_OF[field]
          if (target && messages[0]) form.setError(target, { message: messages[0] })
        }
      }
    },
  })
}
