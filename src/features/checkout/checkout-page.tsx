import '@/i18n/load-journey'
import { Alert, Container, Grid, Stack, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { Navigate, useParams } from 'react-router'
import { useAccount } from '@/api/account'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import type { SearchForm } from '@/api/contract/search-address'
import { reservationStatusQuery } from '@/api/reservation'
import { countriesQuery } from '@/api/static-data'
import { confirmRoomProblems, type RoomProblemAt } from '@/domain/confirm-booking'
import type { Money as MoneyAmount } from '@/domain/money'
import { needsCard } from '@/domain/payment'
import { isPaymentPossible } from '@/domain/payment-policy'
import { t } from '@/i18n/i18n'
import type { BookingTotals } from '@/domain/totals'
import { basketLines, basketPricing, type BasketLine } from '@/state/basket-pricing'
import { useBookingSession } from '@/state/booking-session'
import { browserData } from '@/device/browser-data'
import { hotelToday } from '@/device/clock'
import { CardFrameError } from '@/ui/card-frame-channel'
import type { CardFrameHandle } from '@/ui/card-frame'
import { useMoney, type Money } from '@/ui/currency-display'
import { bookerRequirements, configuredRules } from '@/ui/person-fields'
import { useRouteBookConfig, useRouteProperty } from '@/api/route-property'
import { AccountSection } from './account-section'
import { BillingAddressCard, BookerDetailsCard } from './booker-cards'
import { AdditionalInformationCard } from './additional-information-card'
import { ConfirmRow, FailureAlert } from './confirm-row'
import { GiftVoucherCard } from './gift-voucher-card'
import { TermsChecks } from './terms-checks'
import type { CheckoutValues, PaymentMethod } from './checkout-schema'
import { CheckoutSummary } from './checkout-summary'
import {
  createBookingRequest,
  type CreateBookingInput,
  newAccountRequest,
  paymentTypeOf,
  roomsPayload,
} from './create-booking-request'
import type { AppliedVoucher } from './gift-voucher'
import { PaymentSection } from './payment-section'
import { ReturnedWithoutBasket } from './returned-without-basket'
import { RoomProblems } from './room-problems'
import { paymentMethods, useCheckoutForm } from './use-checkout-form'
import { useCreateBooking, type CheckoutFailure, type Confirm } from './use-create-booking'

/**
 * Checkout (docs/product/booking.md#screens, docs/product/booking.md#rules): booker details and billing address, special requests, gift voucher, the ways of
 * paying this booking allows, terms (and the hotel's own terms where they apply), and one confirm that books
 * once. A declined card shows the bank's message by the card step and keeps everything typed.
 */
export function CheckoutPage() {
  const property = useRouteProperty()
  const config = useRouteBookConfig()
  const session = useBookingSession()
  const { confirmationToken } = useParams()
  const today = hotelToday(property.TimeZone)
  const money = useMoney(property)
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null)
  const lines = basketLines(session)
  const totals = basketPricing(session, property, config, today, voucher?.discount ?? 0)
  const returned = useQuery({
    ...reservationStatusQuery(property.PropertyId, confirmationToken ?? ''),
    enabled: Boolean(confirmationToken),
  })

  // Back from the payment page (Checkout/{token}): a payment that went through moves on, whatever this device
  // still has; one that did not comes back to the form, or, with no basket here, says so (docs/product/booking.md#screens: to search only
  // when the basket is empty and there is no token).
  if (confirmationToken && returned.data && returned.data.Status !== 'Failed') {
    const next = returned.data.Status === 'Confirmed' ? 'Confirmation' : 'Status'
    return <Navigate to={`/Book/${property.PropertyCode}/${next}/${confirmationToken}`} replace />
  }
  if (lines.length === 0 || !session.search || !totals) {
    if (!confirmationToken) return <Navigate to={`/Book/${property.PropertyCode}`} replace />
    return <ReturnedWithoutBasket propertyCode={property.PropertyCode} returned={returned} />
  }
  // docs/product/booking.md#rules: every searched room, chosen or not, answers to Confirm (a released room is not simply left out).
  const roomProblems = confirmRoomProblems(session.choices, config)
  const summary = (
    <CheckoutSummary
      property={property}
      search={session.search}
      lines={lines}
      totals={totals}
      money={money}
      voucherCode={voucher?.code ?? null}
    />
  )
  return (
    <CheckoutLayout summary={summary}>
      <CheckoutForm
        property={property}
        config={config}
        search={session.search}
        lines={lines}
        totals={totals}
        money={money}
        today={today}
        voucher={voucher}
        onVoucherChange={setVoucher}
        confirmationToken={confirmationToken}
        roomProblems={roomProblems}
        paymentFailedMessage={
          returned.data?.Status === 'Failed'
            ? returned.data.Message || t('checkout.createBookingFailed')
            : null
        }
      />
    </CheckoutLayout>
  )
}

type CheckoutFormProps = {
  property: PropertySettings
  config: BookConfig
  search: SearchForm
  lines: BasketLine[]
  totals: BookingTotals
  money: Money
  today: string
  voucher: AppliedVoucher | null
  onVoucherChange: (voucher: AppliedVoucher | null) => void
  confirmationToken: string | undefined
  /** what the searched rooms still lack (docs/product/booking.md#rules): while any, Confirm does not book */
  roomProblems: readonly RoomProblemAt[]
  /** why PayStack's page came back here without a payment, if it did */
  paymentFailedMessage: string | null
}

/**
 * The address country starts at the hotel's home, as the phone's country code does (decision 0100); a country the
 * guest chose, or kept from before a trip to PayStack, stays.
 */
function useCountriesHomeFirst(form: UseFormReturn<CheckoutValues>, property: PropertySettings) {
  const countries = useQuery(countriesQuery(property.PropertyId))
  const homeCountryId = countries.data?.find((c) => c.IsoCode === property.DefaultPhoneCountryCode)?.Id
  useEffect(() => {
    if (homeCountryId && form.getValues('booker.countryId') === '')
      form.setValue('booker.countryId', String(homeCountryId))
  }, [form, homeCountryId])
  return countries
}

function CheckoutForm(props: CheckoutFormProps) {
  const { property, config, search, lines, totals, money, voucher } = props
  const accounts = property.UseUserAccountOnBookingEngine
  const user = useAccount(property.PropertyId, accounts).data ?? null
  const voucherApplied = voucher !== null
  const { methods, invoiceChoice } = paymentMethods({ property, config, user, lines, totals, voucherApplied })
  // docs/product/booking.md#rules: the booker's details and address always; what the hotel requires on top (decision 0090).
  const needs = bookerRequirements(true, configuredRules(config.RequiredFields).booker)
  const asksStateOrCounty = needs.stateOrCounty === true
  const leadGuest = lines[0]?.choice.leadGuest ?? null
  const checkout = { ...props, user, methods, needs, payNow: totals.payNow, leadGuest }
  const { form, method, customTermsShown, draftName } = useCheckoutForm(checkout)
  const countries = useCountriesHomeFirst(form, property)
  const { create, cardFrame, cardProblem, failure } = useCardAndBooking({
    property,
    form,
    lines,
    totals,
    draftName,
    asksStateOrCounty,
  })
  const rooms = roomsPayload(lines, search)
  // docs/product/booking.md#rules: there is an amount to pay now only when it is above zero.
  const payNowText = isPaymentPossible(totals.payNow) ? money.charged(totals.payNow) : null
  const roomProblemsShown = useRef<HTMLDivElement>(null)

  const submit = form.handleSubmit((values) => {
    // docs/product/booking.md#rules: nothing is sent while a searched room is incomplete; the guest is taken to what it lacks.
    if (props.roomProblems.length > 0) return roomProblemsShown.current?.focus()
    create.send(
      confirmOf(values, {
        typed: { method, payNow: totals.payNow, asksStateOrCounty, property, search, rooms },
        voucherCode: voucher?.code ?? null,
        makesAccount: accounts && !user,
        frame: cardFrame.current,
      }),
    )
  })

  return (
    <form onSubmit={submit} noValidate aria-label={t('checkout.title')}>
      <Stack gap="lg">
        {props.paymentFailedMessage !== null && !failure ? (
          <Alert color="negative" role="alert" title={t('checkout.paymentNotCompleted')}>
            {props.paymentFailedMessage}
          </Alert>
        ) : null}
        <RoomProblems ref={roomProblemsShown} problems={props.roomProblems} search={search} />
        <BookerDetailsCard form={form} />
        {accounts ? <AccountSection form={form} propertyId={property.PropertyId} user={user} /> : null}
        <BillingAddressCard form={form} needs={needs} countries={countries} />
        <AdditionalInformationCard form={form} />
        {config.GiftServiceProviderConfig.Active ? (
          <GiftVoucherCard
            propertyId={property.PropertyId}
            providerName={config.GiftServiceProviderConfig.Name}
            rooms={rooms}
            applied={voucher}
            onChange={props.onVoucherChange}
          />
        ) : null}
        <PaymentSection
          form={form}
          property={property}
          methods={methods}
          payNow={payNowText}
          storedCards={user?.CreditCards ?? []}
          canSaveCard={accounts && (user !== null || form.watch('createAccount'))}
          invoiceChoice={invoiceChoice}
          card={{ frame: cardFrame, payNow: totals.payNow, problem: cardProblem }}
        />
        <TermsChecks form={form} property={property} config={config} customTermsShown={customTermsShown} />
        {failure ? <FailureAlert failure={failure} propertyCode={property.PropertyCode} /> : null}
        <ConfirmRow payNowText={payNowText} pending={create.pending} />
      </Stack>
    </form>
  )
}

/**
 * The booking Confirm sends, why it did not book, the card frame of this checkout and what was last said of its
 * card.
 */
function useCardAndBooking(
  options: Omit<Parameters<typeof useCreateBooking>[0], 'onFailure' | 'onCardProblem' | 'discardCard'>,
) {
  const cardFrame = useRef<CardFrameHandle>(null)
  const [failure, setFailure] = useState<CheckoutFailure | null>(null)
  const [cardProblem, setCardProblem] = useState<string | null>(null)
  const create = useCreateBooking({
    ...options,
    onFailure: setFailure,
    onCardProblem: setCardProblem,
    discardCard: () => cardFrame.current?.discard(),
  })
  return { create, cardFrame, cardProblem, failure }
}

type ConfirmContext = {
  typed: Omit<CreateBookingInput, 'values' | 'paymentMethodId' | 'voucherCode' | 'browser'>
  voucherCode: string | null
  /** "create an account" is offered and the guest is not logged in */
  makesAccount: boolean
  frame: CardFrameHandle | null
}

/** What Confirm does with the form's values: the card's reference first when a new card pays, then the booking. */
function confirmOf(values: CheckoutValues, c: ConfirmContext): Confirm {
  const { method, payNow, property } = c.typed
  return {
    build: (paymentMethodId) => ({
      request: createBookingRequest({
        ...c.typed,
        values,
        paymentMethodId,
        voucherCode: c.voucherCode,
        browser: browserData(),
      }),
      account: newAccountRequest(values, property.PropertyId, c.makesAccount),
    }),
    card: entersCard(method, values, payNow) ? () => submitCard(c.frame, values) : null,
  }
}

/** A new card pays or guarantees this booking: it is entered in the payment provider's frame (decision 0113). */
function entersCard(method: PaymentMethod, values: CheckoutValues, payNow: MoneyAmount): boolean {
  return method === 'card' && values.storedCardId === '' && needsCard(paymentTypeOf(method, payNow))
}

/** The reference of the card in the frame, with the booker as its billing details. */
function submitCard(frame: CardFrameHandle | null, values: CheckoutValues) {
  if (!frame) return Promise.reject(new CardFrameError(t('cardFrame.notReady'), 'closed'))
  const { booker } = values
  const name = `${booker.firstName.trim()} ${booker.lastName.trim()}`.trim()
  return frame.submit({ name: name || null, email: booker.emailAddress.trim() || null })
}

/** The page's frame: the form, and beside it on a wide screen (above it on a phone) the booking's summary. */
function CheckoutLayout({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="lg">
        {t('checkout.title')}
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          {summary}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          {children}
        </Grid.Col>
      </Grid>
    </Container>
  )
}
