import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { accountKeys, register, type RegisterInput } from '@/api/account'
import type { FramePaymentMethod } from '@/api/contract/card-frame'
import { ApiError, errorMessage, withoutLead } from '@/api/api-error'
import { newIdempotencyKey } from '@/api/client'
import type { PropertySettings } from '@/api/contract/property'
import type { CreateReservationRequest, CreateReservationResponse } from '@/api/contract/reservation'
import { propertyKeys } from '@/api/property'
import { createReservation } from '@/api/reservation'
import { toMajorUnits } from '@/domain/money'
import type { BookingTotals } from '@/domain/totals'
import { t } from '@/i18n/i18n'
import type { BasketLine } from '@/state/basket-pricing'
import { holdPurchase, pushEvent } from '@/analytics/analytics'
import { CardFrameError } from '@/ui/card-frame-channel'
import { showNotice } from '@/ui/notices'
import type { CheckoutValues } from './checkout-schema'
import {
  attemptFingerprint,
  forgetAttempt,
  keepAttempt,
  keptAttemptKey,
  type CardSummary,
} from './create-attempt'
import {
  checkoutFieldOfAccountKey,
  checkoutFieldOfCreateKey,
  unplacedCreateMessage,
} from './checkout-field-names'
import { forgetDetails, keepDetails } from './payment-round-trip'

/** Why Confirm did not book, as the alert above the button says it. */
export type CheckoutFailure = { message: string; roomGone: boolean }

type CheckoutForm = UseFormReturn<CheckoutValues>
type Attempt = { body: string; key: string }

/** The account of "create an account" could not be made; the booking was not sent. */
class AccountNotCreated extends Error {
  constructor(
    message: string,
    override readonly cause: unknown,
  ) {
    super(message)
  }
}

/**
 * "Create an account" makes the account first: it logs the guest in, so the booking (and a card saved with it)
 * belongs to the account. If that fails, nothing is booked.
 */
async function registerFirst(account: RegisterInput, queryClient: QueryClient): Promise<void> {
  const made = await register(account).catch((error: unknown) => {
    throw new AccountNotCreated(errorMessage(error, ''), error)
  })
  if (!made.Success || !made.User) throw new AccountNotCreated(made.Message ?? '', null)
  queryClient.setQueryData(accountKeys.me(account.PropertyId), made.User)
  // docs/product/booking.md#errors: the account's outcome as a notice at the top, besides what the form says.
  showNotice({
    kind: 'positive',
    message: t('account.registerSuccessMessage', { name: made.User.Firstname }),
  })
}

/**
 * One key per distinct request: a retry of the same request (lost answer) books once; a changed card is a new
 * attempt. After a reload the page has no last attempt: this tab's kept key of an unanswered attempt at the same
 * request (the same card entered again: same brand, last four and expiry) is used (decision 0012); the server
 * takes the new reference of the same card as the same request (server/web/idempotency.ts).
 */
async function sendOnce(
  request: CreateReservationRequest,
  card: CardSummary | null,
  lastAttempt: { current: Attempt | null },
): Promise<CreateReservationResponse> {
  const body = JSON.stringify(request)
  const fingerprint = attemptFingerprint(request, card)
  const key =
    lastAttempt.current?.body === body
      ? lastAttempt.current.key
      : ((lastAttempt.current === null ? keptAttemptKey(fingerprint) : null) ?? newIdempotencyKey())
  lastAttempt.current = { body, key }
  keepAttempt(key, fingerprint)
  // Kept until the booking is made (a refusal released the key on the server: keeping it does no harm).
  const response = await createReservation(request, key)
  forgetAttempt()
  return response
}

function purchaseEvent(
  response: CreateReservationResponse,
  request: CreateReservationRequest,
  currency: string,
  totals: BookingTotals | null,
  lines: readonly BasketLine[],
) {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: response.ReferenceNumber,
      currency,
      value: totals ? toMajorUnits(totals.total) : 0,
      tax: totals ? toMajorUnits(totals.vat) : 0,
      coupon: request.PromoCode ?? undefined,
      items: lines.map((line) => ({
        item_id: line.roomType.RoomTypeCode,
        item_name: line.roomType.Name,
        item_variant: line.ratePlan.RatePlanCode,
        price: toMajorUnits(line.quote.total),
        quantity: 1,
      })),
    },
  }
}

/** The account was not made: what the server found wrong with a field shows at it; the rest, once, as a notice. */
function accountFailure(error: AccountNotCreated, form: CheckoutForm): CheckoutFailure {
  let placed = false
  if (error.cause instanceof ApiError) {
    for (const [key, messages] of Object.entries(error.cause.modelState)) {
      const field = checkoutFieldOfAccountKey(key)
      if (field && messages[0]) {
        form.setError(field, { message: messages[0] })
        placed = true
      }
    }
  }
  const detail = placed ? '' : withoutLead(error.message, t('account.registerErrorMessage'))
  showNotice({
    kind: 'negative',
    title: detail ? t('account.registerErrorMessage') : undefined,
    message: detail || t('account.registerErrorMessage'),
  })
  return {
    message: [t('account.registerErrorMessage'), detail, t('checkout.accountNotCreated')]
      .filter(Boolean)
      .join(' '),
    roomGone: false,
  }
}

/** The booking was refused: each message by its field where the form shows that field, the rest in the alert. */
function bookingFailure(
  error: Error,
  form: CheckoutForm,
  asksStateOrCounty: boolean,
  rereadBookConfig: () => void,
): CheckoutFailure {
  const unplaced: string[] = []
  if (error instanceof ApiError) {
    for (const [key, messages] of Object.entries(error.modelState)) {
      const field = checkoutFieldOfCreateKey(key)
      if (field && messages[0]) form.setError(field, { message: messages[0] })
      // A county the form does not show yet is said in the notice too (until the config below arrives).
      if (!field || (field === 'booker.stateOrCounty' && !asksStateOrCounty))
        unplaced.push(...messages.map((message) => unplacedCreateMessage(key, message)))
    }
    // The hotel may require more of the booker than this page's copy of its config says (decision 0090):
    // read it again, so a newly required field appears, with the server's message by it.
    if (Object.keys(error.modelState).some((key) => key.startsWith('Booker.'))) rereadBookConfig()
  }
  const placed = error instanceof ApiError && Object.keys(error.modelState).length > unplaced.length
  return {
    message:
      unplaced.length > 0
        ? [...new Set(unplaced)].join(' ')
        : placed
          ? t('errors.invalidInput')
          : errorMessage(error, t('checkout.createBookingFailed')),
    roomGone: error instanceof ApiError && error.code === 'conflict',
  }
}

type Options = {
  property: PropertySettings
  form: CheckoutForm
  lines: readonly BasketLine[]
  totals: BookingTotals | null
  /** the name the typed form is kept under until the booking is made */
  draftName: string
  asksStateOrCounty: boolean
  /** a failure to show, or null when a new attempt starts */
  onFailure: (failure: CheckoutFailure | null) => void
  /** what the bank or the card frame said of the card, shown at the payment step; null when a new attempt starts */
  onCardProblem: (message: string | null) => void
  /** the card was declined: the next Confirm asks the frame for a new reference */
  discardCard: () => void
}

type Booking = { request: CreateReservationRequest; account: RegisterInput | null }
type Attempted = { request: CreateReservationRequest; response: CreateReservationResponse }

/**
 * One press of Confirm: the card's reference from the provider's frame when a new card pays (`card`), then the
 * booking `build` makes with it. A problem of the card in the frame stops it before anything is sent.
 */
export type Confirm = {
  build: (paymentMethodId: string | null) => Booking
  card: (() => Promise<FramePaymentMethod>) | null
}

/**
 * The create-booking mutation of Confirm (docs/product/booking.md#rules): the card's reference from the provider's frame, the account
 * first when asked for, one idempotency key per distinct request, then the bank's challenge or PayStack's page,
 * the status page, or the reason by its field. A declined card is said at the payment step and everything typed
 * stays (the frame keeps the card); the next try is a new reference, so a new request and key (decision 0113).
 */
export function useCreateBooking({
  property,
  form,
  lines,
  totals,
  draftName,
  asksStateOrCounty,
  onFailure,
  onCardProblem,
  discardCard,
}: Options) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const lastAttempt = useRef<Attempt | null>(null)
  const sending = useRef(false)
  const create = useMutation({
    mutationFn: async ({ build, card }: Confirm): Promise<Attempted> => {
      const paymentMethod = card ? await card() : null
      const { request, account } = build(paymentMethod?.id ?? null)
      if (account) await registerFirst(account, queryClient)
      return { request, response: await sendOnce(request, paymentMethod, lastAttempt) }
    },
    onSuccess: ({ request, response }) => {
      const purchase = purchaseEvent(response, request, property.Currency, totals, lines)
      if (response.Success) forgetDetails(draftName)
      if (response.Success && response.ConfirmationToken && response.RedirectUrl) {
        // The bank's 3-D Secure challenge, or PayStack's page, which send the guest back to the status page (or,
        // cancelled on PayStack, here). The purchase is counted once it is paid (the confirmation shows), not now.
        keepDetails(response.ConfirmationToken, form.getValues())
        holdPurchase(response.ConfirmationToken, purchase)
        window.location.assign(response.RedirectUrl)
        return
      }
      if (response.Success && response.ConfirmationToken) {
        pushEvent(purchase)
        void navigate(`/Book/${property.PropertyCode}/Status/${response.ConfirmationToken}`)
      } else {
        // Declined: the bank's words by the card; another card (or the same, entered again) is a new attempt.
        discardCard()
        lastAttempt.current = null
        onCardProblem(response.Message || t('checkout.createBookingFailed'))
      }
    },
    onError: (error) => {
      // The card frame said no (incomplete, refused, no answer): nothing was sent; its words by the card.
      if (error instanceof CardFrameError) return onCardProblem(error.message)
      onFailure(
        error instanceof AccountNotCreated
          ? accountFailure(error, form)
          : bookingFailure(error, form, asksStateOrCounty, () => {
              void queryClient.invalidateQueries({ queryKey: propertyKeys.bookConfig(property.PropertyId) })
            }),
      )
    },
    onSettled: () => {
      sending.current = false
    },
  })
  return {
    pending: create.isPending,
    /** Sends the booking `build` makes, unless one is already on its way (docs/product/booking.md#rules: never sent twice). */
    send: (confirm: Confirm) => {
      if (sending.current || create.isPending) return
      sending.current = true
      onFailure(null)
      onCardProblem(null)
      create.mutate(confirm)
    },
  }
}
