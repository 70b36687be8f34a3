import { useMutation } from '@tanstack/react-query'
import { useRef, type RefObject } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { ApiError } from '@/api/api-error'
import { newIdempotencyKey } from '@/api/client'
import type { PayByLinkInfo, PayByLinkTransaction } from '@/api/contract/pay-by-link'
import { processPayByLink, type PayLink } from '@/api/pay-by-link'
import { useRouteProperty } from '@/api/route-property'
import { canSubmitPayByLink, type EnteredCard } from '@/domain/pay-by-link-flow'
import { browserData } from '@/device/browser-data'
import { t } from '@/i18n/i18n'
import type { CardFrameHandle } from '@/ui/card-frame'
import { CardFrameError } from '@/ui/card-frame-channel'
import type { PayByLinkValues } from './pay-by-link-schema'
import { saveLink } from './saved-link'

/** ModelState keys of Process mapped to the form's fields, so a server message shows by its field. */
const FIELD_OF: Record<string, keyof PayByLinkValues> = { Email: 'email' }

/** The Process request for this invoice: the link's facts, the e-mail, and the provider's reference to the card. */
export function payByLinkTransaction(
  info: PayByLinkInfo,
  email: string,
  card: EnteredCard | null,
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
    CardDetails: card
      ? {
          PaymentMethodId: card.paymentMethodId,
          SaveCreditCardToIndividual: false,
          NameOnCard: null,
          EmailAddress: email.trim() || null,
        }
      : null,
    BrowserData: browserData(),
    TransactionReference: null,
  }
}

/** One press of Pay / Store card: the e-mail typed, and whether the card comes from the provider's frame. */
export type PayByLinkSubmit = { info: PayByLinkInfo; email: string; payByPayStack: boolean }

/**
 * Sends Process once per attempt: the card's reference from the provider's frame first (unless PayStack takes the
 * card on its own page), then Process. The same request again (a lost answer) reuses its idempotency key; a new
 * card is a new reference, so a new request and key. Success goes on to the bank's challenge or PayStack (its
 * RedirectUrl) or the status page; a refusal puts the server's messages by their fields.
 */
export function usePayByLinkProcess(
  form: UseFormReturn<PayByLinkValues>,
  link: PayLink,
  frame: RefObject<CardFrameHandle | null>,
) {
  const property = useRouteProperty()
  const navigate = useNavigate()
  const lastAttempt = useRef<{ body: string; key: string } | null>(null)
  return useMutation({
    mutationFn: async ({ info, email, payByPayStack }: PayByLinkSubmit) => {
      let card: EnteredCard | null = null
      if (!payByPayStack) {
        if (!frame.current) throw new CardFrameError(t('cardFrame.notReady'), 'closed')
        const made = await frame.current.submit({ name: null, email: email.trim() || null })
        card = { paymentMethodId: made.id }
      }
      // The rules of docs/product/after-booking.md#rules, as the domain states them; the form has already said why if they fail.
      const invoice = { action: info.Action, amountToPay: info.AmountToPay }
      if (!canSubmitPayByLink(invoice, { email, payByPayStack, card })) return null
      const transaction = payByLinkTransaction(info, email, card)
      const body = JSON.stringify(transaction)
      const key = lastAttempt.current?.body === body ? lastAttempt.current.key : newIdempotencyKey()
      lastAttempt.current = { body, key }
      return processPayByLink(transaction, key)
    },
    onSuccess: (response) => {
      if (!response) return
      if (response.Success && response.ConfirmationToken) {
        saveLink(response.ConfirmationToken, {
          propertyCode: property.PropertyCode,
          actionType: link.actionType,
          invoiceNumber: link.invoiceNumber,
          code: link.code,
          paymentId: link.paymentId,
        })
        // The bank's challenge or PayStack's page, which send the guest back to the status page.
        if (response.RedirectUrl) window.location.assign(response.RedirectUrl)
        else void navigate(`/SecurePay/${property.PropertyCode}/Status/${response.ConfirmationToken}`)
      } else {
        // Declined: another card (or the same, entered again) is a new attempt with a new key.
        frame.current?.discard()
        lastAttempt.current = null
      }
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.modelState)) {
          const target = FIELD_OF[field]
          if (target && messages[0]) form.setError(target, { message: messages[0] })
        }
      }
    },
  })
}
