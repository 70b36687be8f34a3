import '@/i18n/load-journey'
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Container,
  Grid,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { accountKeys, register, useAccount } from '@/api/account'
import { ApiError, errorMessage, withoutLead } from '@/api/api-error'
import { newIdempotencyKey } from '@/api/client'
import type { CreateReservationRequest, RoomBookingPayload } from '@/api/contract/reservation'
import { propertyKeys } from '@/api/property'
import { createReservation, reservationStatusQuery } from '@/api/reservation'
import { countriesQuery } from '@/api/static-data'
import { normaliseCardNumber } from '@/domain/cards'
import { toMajorUnits } from '@/domain/money'
import {
  canChoosePaymentMethod,
  canPayByCompanyInvoice,
  PaymentType,
  showCustomTerms,
} from '@/domain/payment'
import { serviceStayCost } from '@/domain/services'
import { t } from '@/i18n/i18n'
import { basketLines, basketPricing, type BasketLine } from '@/state/basket-pricing'
import { useBookingSession } from '@/state/booking-session'
import type { SearchForm } from '@/api/contract/search-address'
import { holdPurchase, pushEvent } from '@/analytics/analytics'
import { showNotice } from '@/ui/notices'
import { browserData } from '@/device/browser-data'
import { localToday } from '@/device/clock'
import { useMoney } from '@/ui/currency-display'
import { useRouteBookConfig, useRouteProperty } from '@/api/route-property'
import { AccountSection } from './account-section'
import { CheckoutSummary } from './checkout-summary'
import { attemptFingerprint, forgetAttempt, keepAttempt, keptAttemptKey } from './create-attempt'
import {
  acceptedCardFor,
  checkoutSchema,
  EMPTY_CHECKOUT,
  type CheckoutValues,
  type PaymentMethod,
  validateCheckout,
} from './checkout-schema'
import { GiftVoucher, type AppliedVoucher } from './gift-voucher'
import { PaymentSection } from './payment-section'
import { ReturnedWithoutBasket } from './returned-without-basket'
import { forgetDetails, formInProgress, keepDetails, keptDetails } from './payment-round-trip'
import { PhoneInput } from '@/ui/phone-input'
import { bookerRequirements, configuredRules } from '@/ui/person-fields'

const PAYMENT_TYPE: Record<Exclude<PaymentMethod, 'card'>, PaymentType> = {
  companyInvoice: PaymentType.PayByCompanyInvoice,
  payStack: PaymentType.PayByPayStack,
  invoice: PaymentType.PayByIndividualInvoice,
  voucher: PaymentType.PayByVoucher,
}

/**
 * Checkout (spec §2, §5): booker details and billing address, special requests, gift voucher, the ways of
 * paying this booking allows, terms (and the hotel's own terms where they apply), and one confirm that books
 * once. A declined card shows the gateway's message and keeps everything typed except the security code.
 */
export function CheckoutPage() {
  const property = useRouteProperty()
  const config = useRouteBookConfig()
  const session = useBookingSession()
  const navigate = useNavigate()
  const { confirmationToken } = useParams()
  const today = localToday()
  const money = useMoney(property)
  const countries = useQuery(countriesQuery(property.PropertyId))
  const queryClient = useQueryClient()
  const accounts = property.UseUserAccountOnBookingEngine
  const user = useAccount(property.PropertyId, accounts).data ?? null
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null)
  const lines = basketLines(session)
  const totals = basketPricing(session, property, config, today, voucher?.discount ?? 0)
  const lastAttempt = useRef<{ body: string; key: string } | null>(null)
  const sending = useRef(false)
  const [failure, setFailure] = useState<{ message: string; roomGone: boolean } | null>(null)

  const companyAllowed = canPayByCompanyInvoice(
    config.EnablePayByCompanyInvoice,
    lines.map((l) => ({ canPayByCompanyInvoice: l.ratePlan.CanPayByCompanyInvoice })),
  )
  const coveredByVoucher = voucher !== null && totals !== null && totals.total === 0
  // Spec §5: Pay online / Pay by invoice only when enabled, logged in and allowed by the account (the payment
  // then is neither PayByPayStack nor company invoice: those are other choices of the same list).
  const invoiceChoice = canChoosePaymentMethod({
    enableUserChoiceOfPaymentMethod: config.EnableUserChoiceOfPaymentMethod,
    user: user ? { canChoosePaymentMethod: user.CanChoosePaymentMethod } : null,
    paymentType: PaymentType.PayByCard,
  })
  const methods: PaymentMethod[] = coveredByVoucher
    ? ['voucher']
    : [
        'card',
        ...(invoiceChoice ? (['invoice'] as const) : []),
        ...(companyAllowed ? (['companyInvoice'] as const) : []),
        ...(property.PayByPayStack ? (['payStack'] as const) : []),
      ]

  // Spec §5: the booker's details and address always; what the hotel requires on top (decision 0090).
  const needs = bookerRequirements(true, configuredRules(config.RequiredFields).booker)
  const rulesRef = useRef({ customTermsShown: false, methods })
  const resolver: Resolver<CheckoutValues> = (values) => {
    const method = rulesRef.current.methods.includes(values.paymentMethod)
      ? values.paymentMethod
      : (rulesRef.current.methods[0] ?? 'card')
    const schema = checkoutSchema(method, values.storedCardId !== '', {
      acceptedCards: property.CreditCards,
      customTermsShown: rulesRef.current.customTermsShown,
      today,
      creatingAccount: values.createAccount,
      required: needs,
    })
    return validateCheckout(values, schema)
  }
  // Back from PayStack's page without paying (Checkout/{token}): the form as the guest left it, and why. Any
  // other load (a reload, say) finds the form as it was typed in this tab.
  const draftName = formInProgress(property.PropertyCode)
  const [returnedDetails] = useState(
    () => (confirmationToken ? keptDetails(confirmationToken) : null) ?? keptDetails(draftName),
  )
  const returned = useQuery({
    ...reservationStatusQuery(property.PropertyId, confirmationToken ?? ''),
    enabled: Boolean(confirmationToken),
  })
  const form = useForm<CheckoutValues>({
    resolver,
    defaultValues: { ...EMPTY_CHECKOUT, ...returnedDetails },
  })
  const { errors } = form.formState

  // What is typed is kept for a reload until the booking is made (never the card: see payment-round-trip.ts).
  useEffect(() => {
    const sub = form.watch(() => keepDetails(draftName, form.getValues()))
    return () => sub.unsubscribe()
  }, [form, draftName])

  // A logged-in guest's details fill the fields still empty (spec §6); what the guest typed stays.
  useEffect(() => {
    if (!user) return
    const fill: [keyof CheckoutValues, string][] = [
      ['firstName', user.Firstname],
      ['lastName', user.Lastname],
      ['emailAddress', user.EmailAddress],
      ['telephoneNumber', user.Telephone ?? ''],
    ]
    for (const [field, value] of fill) if (!form.getValues(field) && value) form.setValue(field, value)
    if (user.ReceiveBrandOffers) form.setValue('optIn', true)
    form.setValue('createAccount', false)
  }, [user, form])
  const chosen = form.watch('paymentMethod')
  const method: PaymentMethod = methods.includes(chosen) ? chosen : (methods[0] ?? 'card')
  const paymentType =
    method === 'card'
      ? totals && totals.payNow > 0
        ? PaymentType.PayByCard
        : PaymentType.StoreCard
      : PAYMENT_TYPE[method]
  const customTermsShown = showCustomTerms(
    {
      hasCustomTermsAndConditions: config.HasCustomTermsAndConditions,
      onlyUseCustomTermsAndConditionsForPayByCompanyInvoice:
        config.OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice,
    },
    paymentType,
  )
  rulesRef.current = { customTermsShown, methods }

  const create = useMutation({
    mutationFn: async ({
      request,
      account,
    }: {
      request: CreateReservationRequest
      account: NewAccount | null
    }) => {
      // "Create an account" makes the account first: it logs the guest in, so the booking (and a card saved
      // with it) belongs to the account. If that fails, nothing is booked.
      if (account) {
        const made = await register(account).catch((error: unknown) => {
          throw new AccountNotCreated(errorMessage(error, ''), error)
        })
        if (!made.Success || !made.User) throw new AccountNotCreated(made.Message ?? '', null)
        queryClient.setQueryData(accountKeys.me(property.PropertyId), made.User)
        // Spec §8: the account's outcome as a notice at the top, besides what the form says.
        showNotice({
          kind: 'positive',
          message: t('account.registerSuccessMessage', { name: made.User.Firstname }),
        })
      }
      // One key per distinct request: a retry of the same request (lost answer) books once; a changed card is
      // a new attempt. After a reload the page has no last attempt: this tab's kept key of an unanswered attempt
      // at the same request (same card by its last four and expiry) is used (decision 0012).
      const body = JSON.stringify(request)
      const fingerprint = attemptFingerprint(request)
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
    },
    onSuccess: (response, { request }) => {
      const purchase = {
        event: 'purchase',
        ecommerce: {
          transaction_id: response.ReferenceNumber,
          currency: property.Currency,
          value: totals ? toMajorUnits(totals.total) : 0,
          tax: totals ? toMajorUnits(totals.vat) : 0,
          coupon: request.PromoCode ?? undefined,
          items: lines.map((line) => ({
            item_id: line.roomType.RoomTypeCode,
            item_name: line.roomType.Name,
            item_variant: line.ratePlan.RatePlanCode,
            price: toMajorUnits(roomTotal(line)),
            quantity: 1,
          })),
        },
      }
      if (response.Success) forgetDetails(draftName)
      if (response.Success && response.ConfirmationToken && response.RedirectUrl) {
        // PayStack takes the money on its own page, which sends the guest back to the status page (paid) or
        // here (cancelled). The purchase is counted once it is paid (the confirmation shows), not now.
        keepDetails(response.ConfirmationToken, form.getValues())
        holdPurchase(response.ConfirmationToken, purchase)
        window.location.assign(response.RedirectUrl)
        return
      }
      if (response.Success && response.ConfirmationToken) {
        pushEvent(purchase)
        void navigate(`/Book/${property.PropertyCode}/Status/${response.ConfirmationToken}`)
      } else {
        form.setValue('cvvNumber', '')
        setFailure({ message: response.Message || t('checkout.createBookingFailed'), roomGone: false })
      }
    },
    onError: (error) => {
      // Everything the guest typed stays, except the card's security code (it is never kept).
      form.setValue('cvvNumber', '')
      if (error instanceof AccountNotCreated) {
        // What the server found wrong with a field shows at the field; the rest, once, after spec §8's lead.
        let placed = false
        if (error.cause instanceof ApiError) {
          for (const [field, messages] of Object.entries(error.cause.modelState)) {
            const target = ACCOUNT_FIELD_OF[field]
            if (target && messages[0]) {
              form.setError(target, { message: messages[0] })
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
        setFailure({
          message: [t('account.registerErrorMessage'), detail, t('checkout.accountNotCreated')]
            .filter(Boolean)
            .join(' '),
          roomGone: false,
        })
        return
      }
      const unplaced: string[] = []
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.modelState)) {
          const target = FIELD_OF[field]
          if (target && messages[0]) form.setError(target, { message: messages[0] })
          // A county the form does not show yet is said in the notice too (until the config below arrives).
          if (!target || (target === 'stateOrCounty' && !needs.stateOrCounty)) unplaced.push(...messages)
        }
        // The hotel may require more of the booker than this page's copy of its config says (decision 0090):
        // read it again, so a newly required field appears, with the server's message by it.
        if (Object.keys(error.modelState).some((key) => key.startsWith('Booker.')))
          void queryClient.invalidateQueries({ queryKey: propertyKeys.bookConfig(property.PropertyId) })
      }
      const placed = error instanceof ApiError && Object.keys(error.modelState).length > unplaced.length
      setFailure({
        message:
          unplaced.length > 0
            ? unplaced.join(' ')
            : placed
              ? t('errors.invalidInput')
              : errorMessage(error, t('checkout.createBookingFailed')),
        roomGone: error instanceof ApiError && error.code === 'conflict',
      })
    },
    onSettled: () => {
      sending.current = false
    },
  })

  // Back from the payment page (Checkout/{token}): a payment that went through moves on, whatever this device
  // still has; one that did not comes back to the form, or, with no basket here, says so (spec §2: to search only
  // when the basket is empty and there is no token).
  if (confirmationToken && returned.data && returned.data.Status !== 'Failed') {
    const next = returned.data.Status === 'Confirmed' ? 'Confirmation' : 'Status'
    return <Navigate to={`/Book/${property.PropertyCode}/${next}/${confirmationToken}`} replace />
  }
  if (lines.length === 0 || !session.search || !totals) {
    if (!confirmationToken) return <Navigate to={`/Book/${property.PropertyCode}`} replace />
    return <ReturnedWithoutBasket propertyCode={property.PropertyCode} returned={returned} />
  }
  const search = session.search
  const rooms = roomsPayload(lines, search)

  const submit = form.handleSubmit((values) => {
    // A booking already on its way is never sent again (spec §5); the idempotency key covers a lost answer.
    if (sending.current || create.isPending) return
    sending.current = true
    setFailure(null)
    const charges = paymentType === PaymentType.PayByCard || paymentType === PaymentType.PayByPayStack
    const cardType = acceptedCardFor(values.creditCardNumber, property.CreditCards)
    const request: CreateReservationRequest = {
      LanguageCode: 'en',
      IsAppBooking: false,
      PropertyId: property.PropertyId,
      DateFrom: search.dateFrom,
      DateTo: search.dateTo,
      Notes: values.specialRequests.trim() || null,
      Comment: values.comment.trim() || null,
      Booker: {
        FirstName: values.firstName.trim(),
        LastName: values.lastName.trim(),
        Email: values.emailAddress.trim(),
        Phone: values.telephoneNumber.trim(),
        Street: values.street.trim(),
        City: values.city.trim() || null,
        CountryId: Number(values.countryId),
        // Asked only where the hotel requires it; otherwise null, as spec §3 sends it.
        StateOrCounty: needs.stateOrCounty ? values.stateOrCounty.trim() || null : null,
        OptInToReceiveUpdates: values.optIn,
        ZipCode: values.postCode.trim(),
      },
      CardDetails:
        method !== 'card'
          ? null
          : values.storedCardId
            ? { CreditCardId: Number(values.storedCardId), SecurityCode: values.cvvNumber.trim() }
            : {
                CreditCardId: null,
                SaveCreditCardToIndividual: values.saveCard,
                CardNumber: normaliseCardNumber(values.creditCardNumber),
                NameOnCard: values.creditCardName.trim(),
                EmailAddress: values.emailAddress.trim(),
                CreditCardTypeId: cardType?.Id ?? 0,
                ExpiryMonth: Number(values.expiryMonth),
                ExpiryYear: Number(values.expiryYear),
                SecurityCode: values.cvvNumber.trim(),
              },
      PaymentAmount: charges ? toMajorUnits(totals.payNow) : 0,
      PaymentType: paymentType,
      AccountId: method === 'companyInvoice' ? Number(values.companyId) : null,
      PONumber: method === 'companyInvoice' ? values.poNumber.trim() : null,
      PromoCode: search.promoCode || null,
      HopGiftVoucherCode: voucher?.code ?? null,
      Rooms: rooms,
      BrowserData: browserData(),
    }
    const account: NewAccount | null =
      accounts && !user && values.createAccount
        ? {
            PropertyId: property.PropertyId,
            EmailAddress: values.emailAddress.trim(),
            Password: values.password,
            Firstname: values.firstName.trim(),
            Lastname: values.lastName.trim(),
            MobileNumber: values.telephoneNumber.trim(),
          }
        : null
    create.mutate({ request, account })
  })

  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="lg">
        {t('checkout.title')}
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <CheckoutSummary
            property={property}
            search={search}
            lines={lines}
            roomTotal={roomTotal}
            totals={totals}
            money={money}
            voucherCode={voucher?.code ?? null}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <form onSubmit={submit} noValidate aria-label={t('checkout.title')}>
            <Stack gap="lg">
              {returned.data?.Status === 'Failed' && !failure ? (
                <Alert color="negative" role="alert" title={t('checkout.paymentNotCompleted')}>
                  {returned.data.Message || t('checkout.createBookingFailed')}
                </Alert>
              ) : null}
              <Card withBorder padding="lg" component="fieldset" className="fieldset-card">
                <Title order={2} size="h3" mb="sm" component="legend">
                  {t('checkout.yourDetails')}
                </Title>
                <Stack gap="sm">
                  <Group grow align="flex-start">
                    <TextInput
                      label={t('checkout.firstName')}
                      autoComplete="given-name"
                      required
                      {...form.register('firstName')}
                      error={errors.firstName?.message}
                    />
                    <TextInput
                      label={t('checkout.lastName')}
                      autoComplete="family-name"
                      required
                      {...form.register('lastName')}
                      error={errors.lastName?.message}
                    />
                  </Group>
                  <TextInput
                    label={t('checkout.email')}
                    type="email"
                    autoComplete="email"
                    required
                    {...form.register('emailAddress')}
                    error={errors.emailAddress?.message}
                  />
                  <PhoneInput
                    label={t('checkout.phone')}
                    autoComplete="tel"
                    required
                    description={t('checkout.phoneHint')}
                    registration={form.register('telephoneNumber')}
                    error={errors.telephoneNumber?.message}
                  />
                  <Checkbox label={t('checkout.optIn')} {...form.register('optIn')} />
                </Stack>
              </Card>
              {accounts ? <AccountSection form={form} propertyId={property.PropertyId} user={user} /> : null}
              <Card withBorder padding="lg" component="fieldset" className="fieldset-card">
                <Title order={2} size="h3" mb="sm" component="legend">
                  {t('checkout.billingAddress')}
                </Title>
                <Stack gap="sm">
                  <TextInput
                    label={t('checkout.street')}
                    autoComplete="address-line1"
                    required
                    {...form.register('street')}
                    error={errors.street?.message}
                  />
                  {needs.stateOrCounty ? (
                    // Town, county and post code: one row on a wide screen, one under the other on a phone.
                    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="sm">
                      <TextInput
                        label={t('checkout.city')}
                        autoComplete="address-level2"
                        required={needs.city === true}
                        {...form.register('city')}
                        error={errors.city?.message}
                      />
                      <TextInput
                        label={t('checkout.stateOrCounty')}
                        autoComplete="address-level1"
                        required
                        {...form.register('stateOrCounty')}
                        error={errors.stateOrCounty?.message}
                      />
                      <TextInput
                        label={t('checkout.postCode')}
                        autoComplete="postal-code"
                        required
                        {...form.register('postCode')}
                        error={errors.postCode?.message}
                      />
                    </SimpleGrid>
                  ) : (
                    <Group grow align="flex-start">
                      <TextInput
                        label={t('checkout.city')}
                        autoComplete="address-level2"
                        required={needs.city === true}
                        {...form.register('city')}
                        error={errors.city?.message}
                      />
                      <TextInput
                        label={t('checkout.postCode')}
                        autoComplete="postal-code"
                        required
                        {...form.register('postCode')}
                        error={errors.postCode?.message}
                      />
                    </Group>
                  )}
                  <NativeSelect
                    label={t('checkout.country')}
                    required
                    autoComplete="country-name"
                    data={[
                      { value: '', label: t('checkout.chooseCountry') },
                      ...(countries.data ?? []).map((c) => ({ value: String(c.Id), label: c.Name })),
                    ]}
                    {...form.register('countryId')}
                    // Controlled: a country kept from before a trip to PayStack shows once the list has loaded.
                    value={form.watch('countryId')}
                    error={errors.countryId?.message ?? (countries.isError ? t('errors.network') : undefined)}
                  />
                </Stack>
              </Card>
              <Card withBorder padding="lg" component="fieldset" className="fieldset-card">
                <Title order={2} size="h3" mb="sm" component="legend">
                  {t('checkout.additionalInformation')}
                </Title>
                <Stack gap="sm">
                  <Textarea
                    label={t('checkout.specialRequests')}
                    description={t('checkout.specialRequestsHint')}
                    autosize
                    minRows={2}
                    maxLength={2000}
                    {...form.register('specialRequests')}
                    error={errors.specialRequests?.message}
                  />
                  <Textarea
                    label={t('checkout.comment')}
                    autosize
                    minRows={2}
                    maxLength={2000}
                    {...form.register('comment')}
                    error={errors.comment?.message}
                  />
                </Stack>
              </Card>
              {config.GiftServiceProviderConfig.Active ? (
                <Card withBorder padding="lg" component="section" aria-labelledby="voucher-title">
                  <Title order={2} size="h3" mb="sm" id="voucher-title">
                    {t('checkout.giftVoucher')}
                  </Title>
                  <GiftVoucher
                    propertyId={property.PropertyId}
                    providerName={config.GiftServiceProviderConfig.Name}
                    rooms={rooms}
                    applied={voucher}
                    onChange={setVoucher}
                  />
                </Card>
              ) : null}
              <PaymentSection
                form={form}
                property={property}
                methods={methods}
                payNow={totals.payNow > 0 ? money.charged(totals.payNow) : null}
                storedCards={user?.CreditCards ?? []}
                canSaveCard={accounts && (user !== null || form.watch('createAccount'))}
                invoiceChoice={invoiceChoice}
              />
              <Stack gap="sm">
                <Checkbox
                  label={
                    property.TermsAndConditionsUrl ? (
                      <>
                        {t('checkout.terms')} (
                        <Anchor href={property.TermsAndConditionsUrl} target="_blank" rel="noopener">
                          {t('checkout.readTerms')}
                        </Anchor>
                        )
                      </>
                    ) : (
                      t('checkout.terms')
                    )
                  }
                  {...form.register('agreeToTerms')}
                  error={errors.agreeToTerms?.message}
                />
                {customTermsShown ? (
                  <Stack gap={4}>
                    {config.CustomTermsAndConditionsText ? (
                      <Text size="sm" c="dimmed" id="custom-terms-text">
                        {config.CustomTermsAndConditionsText}
                      </Text>
                    ) : null}
                    <Checkbox
                      label={config.CustomTermsAndConditionsLabel || t('checkout.customTerms')}
                      aria-describedby={config.CustomTermsAndConditionsText ? 'custom-terms-text' : undefined}
                      {...form.register('acceptCustomTerms')}
                      error={errors.acceptCustomTerms?.message}
                    />
                  </Stack>
                ) : null}
              </Stack>
              {failure ? (
                <Alert color="negative" role="alert" title={t('checkout.notBooked')}>
                  <Stack gap="xs">
                    <Text size="sm">{failure.message}</Text>
                    {failure.roomGone ? (
                      <Anchor component={Link} to={`/Book/${property.PropertyCode}/Rooms-And-Rates`}>
                        {t('checkout.backToRooms')}
                      </Anchor>
                    ) : null}
                  </Stack>
                </Alert>
              ) : null}
              <Group justify="space-between" align="center">
                <Text fw={600}>
                  {totals.payNow > 0
                    ? t('checkout.payNowLine', { amount: money.charged(totals.payNow) })
                    : t('checkout.nothingNow')}
                </Text>
                {/* As wide as the screen on a phone, under the thumb. */}
                <Button
                  type="submit"
                  size="lg"
                  w={{ base: '100%', xs: 'auto' }}
                  loading={create.isPending}
                  disabled={create.isPending}
                >
                  {t('checkout.confirm')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
      </Grid>
    </Container>
  )
}

type NewAccount = Parameters<typeof register>[0]

/** The account of "create an account" could not be made; the booking was not sent. */
class AccountNotCreated extends Error {
  constructor(
    message: string,
    override readonly cause: unknown,
  ) {
    super(message)
  }
}

/** Register's ModelState keys mapped to the checkout fields the account is made from. */
const ACCOUNT_FIELD_OF: Record<string, keyof CheckoutValues> = {
  EmailAddress: 'emailAddress',
  Password: 'password',
  Firstname: 'firstName',
  Lastname: 'lastName',
  MobileNumber: 'telephoneNumber',
}

/** A room's TotalCost on the wire: its accommodation plus its extras over the stay. */
function roomTotal(line: BasketLine): number {
  const nights = line.stay.nights.length
  return (
    line.stay.total +
    line.choice.services.reduce(
      (sum, s) =>
        sum +
        serviceStayCost(
          {
            price: s.unitPrice,
            charge: s.chargeType,
            chargePerPerson: s.chargePerPerson,
            quantity: s.quantity,
          },
          nights,
          line.occupancy,
        ),
      0,
    )
  )
}

/** The rooms as Create and CheckVoucherCode take them (spec §3 "Room booking item … sent as"). */
function roomsPayload(lines: BasketLine[], search: SearchForm): RoomBookingPayload[] {
  return lines.map((line) => ({
    DateFrom: search.dateFrom,
    DateTo: search.dateTo,
    RoomTypeId: line.roomType.RoomTypeId,
    RoomConfigurationDropdownOptionId: line.choice.roomConfigurationId,
    RatePlanId: line.ratePlan.RatePlanId,
    Promotion: line.ratePlan.Promotion ? search.promoCode || null : null,
    NumberOfAdults: line.occupancy.adults,
    NumberOfChildren: line.occupancy.children,
    NumberOfInfants: line.occupancy.infants,
    LeadGuest: { FirstName: line.choice.leadGuest.firstName, LastName: line.choice.leadGuest.lastName },
    Services: line.choice.services.map((s) => ({ ServiceId: s.serviceId, Quantity: s.quantity })),
    TotalCost: toMajorUnits(roomTotal(line)),
  }))
}

/** ModelState keys of the create call mapped to the form's fields, so a server message shows by its field. */
const FIELD_OF: Record<string, keyof CheckoutValues> = {
  'Booker.FirstName': 'firstName',
  'Booker.LastName': 'lastName',
  'Booker.Email': 'emailAddress',
  'Booker.Phone': 'telephoneNumber',
  'Booker.Street': 'street',
  'Booker.City': 'city',
  'Booker.StateOrCounty': 'stateOrCounty',
  'Booker.ZipCode': 'postCode',
  'Booker.CountryId': 'countryId',
  'CardDetails.CardNumber': 'creditCardNumber',
  'CardDetails.NameOnCard': 'creditCardName',
  'CardDetails.CreditCardTypeId': 'creditCardNumber',
  'CardDetails.ExpiryMonth': 'expiryMonth',
  'CardDetails.ExpiryYear': 'expiryYear',
  'CardDetails.SecurityCode': 'cvvNumber',
  'CardDetails.CreditCardId': 'storedCardId',
  Notes: 'specialRequests',
  Comment: 'comment',
  PONumber: 'poNumber',
  AccountId: 'companyId',
}
