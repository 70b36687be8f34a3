import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Container,
  Divider,
  Grid,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { Navigate, useNavigate, useParams } from 'react-router'
import { ApiError, errorMessage } from '@/api/api-error'
import { newIdempotencyKey } from '@/api/client'
import type { CreateReservationRequest } from '@/api/contract/reservation'
import { createReservation } from '@/api/reservation'
import { countriesQuery } from '@/api/static-data'
import { detectCardType, matchCardTypeByText, normaliseCardNumber } from '@/domain/cards'
import { toMajorUnits } from '@/domain/money'
import { PaymentType } from '@/domain/payment'
import { serviceStayCost } from '@/domain/services'
import { formatPrice, t } from '@/i18n/i18n'
import { basketLines, basketPricing } from '@/state/basket-pricing'
import { useBookingSession } from '@/state/booking-session'
import { pushEvent } from '@/ui/analytics'
import { browserData } from '@/ui/browser-data'
import { localToday } from '@/ui/clock'
import { AmountRow } from '@/ui/amount-row'
import { useRouteBookConfig, useRouteProperty } from '@/ui/route-property'
import { checkoutSchema, type CheckoutValues } from './checkout-schema'

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))

/** Checkout (spec §2, §5): booker details, billing address, card, terms, and one confirm that books once. */
export function CheckoutPage() {
  const property = useRouteProperty()
  const config = useRouteBookConfig()
  const session = useBookingSession()
  const navigate = useNavigate()
  const { confirmationToken } = useParams()
  const today = localToday()
  const countries = useQuery(countriesQuery(property.PropertyId))
  const lines = basketLines(session)
  const totals = basketPricing(session, property, config, today)
  const lastAttempt = useRef<{ body: string; key: string } | null>(null)
  const years = Array.from({ length: 16 }, (_, i) => String(Number(today.slice(0, 4)) + i))

  const form = useForm<CheckoutValues>({
    resolver: valibotResolver(checkoutSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      emailAddress: '',
      telephoneNumber: '',
      street: '',
      city: '',
      postCode: '',
      countryId: '',
      specialRequests: '',
      comment: '',
      optIn: false,
      creditCardName: '',
      creditCardNumber: '',
      expiryMonth: '',
      expiryYear: '',
      cvvNumber: '',
      agreeToTerms: false,
    },
  })
  const { errors } = form.formState
  const cardNumber = form.watch('creditCardNumber')
  const detected = detectCardType(cardNumber)
  const accepted = matchCardTypeByText(
    property.CreditCards.map((c) => ({ ...c, name: c.Name })),
    detected,
  )

  const create = useMutation({
    mutationFn: async (request: CreateReservationRequest) => {
      // One key per distinct request: a retry of the same request (lost answer) books once; a changed card is a new attempt.
      const body = JSON.stringify(request)
      const key = lastAttempt.current?.body === body ? lastAttempt.current.key : newIdempotencyKey()
      lastAttempt.current = { body, key }
      return createReservation(request, key)
    },
    onSuccess: (response) => {
      if (response.Success && response.ConfirmationToken) {
        pushEvent({
          event: 'purchase',
          ecommerce: {
            transaction_id: response.ReferenceNumber,
            currency: property.Currency,
            value: totals ? toMajorUnits(totals.total) : 0,
          },
        })
        void navigate(`/Book/${property.PropertyCode}/Status/${response.ConfirmationToken}`)
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

  if (!confirmationToken && (lines.length === 0 || !session.search || !totals)) {
    return <Navigate to={`/Book/${property.PropertyCode}`} replace />
  }
  if (!session.search || !totals) return <Navigate to={`/Book/${property.PropertyCode}`} replace />
  const search = session.search
  const money = (minor: number) => formatPrice(toMajorUnits(minor), property.Currency)

  const submit = form.handleSubmit((values) => {
    if (create.isPending) return
    if (!accepted) {
      form.setError('creditCardNumber', { message: 'This card type is not accepted by the hotel.' })
      return
    }
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
        StateOrCounty: null,
        OptInToReceiveUpdates: values.optIn,
        ZipCode: values.postCode.trim(),
      },
      CardDetails: {
        CreditCardId: null,
        SaveCreditCardToIndividual: false,
        CardNumber: normaliseCardNumber(values.creditCardNumber),
        NameOnCard: values.creditCardName.trim(),
        EmailAddress: values.emailAddress.trim(),
        CreditCardTypeId: accepted.Id,
        ExpiryMonth: Number(values.expiryMonth),
        ExpiryYear: Number(values.expiryYear),
        SecurityCode: values.cvvNumber.trim(),
      },
      PaymentAmount: toMajorUnits(totals.payNow),
      // Spec §5: payment is possible only above zero; otherwise the card guarantees the stay.
      PaymentType: totals.payNow > 0 ? PaymentType.PayByCard : PaymentType.StoreCard,
      AccountId: null,
      PONumber: null,
      PromoCode: search.promoCode || null,
      HopGiftVoucherCode: null,
      Rooms: lines.map((line) => ({
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
      })),
      BrowserData: browserData(),
    }
    create.mutate(request)
  })

  const declined =
    create.data && !create.data.Success ? create.data.Message || t('checkout.createBookingFailed') : null
  const failed = create.isError ? errorMessage(create.error, t('checkout.createBookingFailed')) : null

  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="lg">
        {t('checkout.title')}
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <form onSubmit={submit} noValidate aria-label={t('checkout.title')}>
            <Stack gap="lg">
              <Card withBorder padding="lg" component="fieldset">
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
                  <TextInput
                    label={t('checkout.phone')}
                    type="tel"
                    autoComplete="tel"
                    required
                    description="+44 20 7946 0000"
                    {...form.register('telephoneNumber')}
                    error={errors.telephoneNumber?.message}
                  />
                </Stack>
              </Card>
              <Card withBorder padding="lg" component="fieldset">
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
                  <Group grow align="flex-start">
                    <TextInput
                      label={t('checkout.city')}
                      autoComplete="address-level2"
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
                  <NativeSelect
                    label={t('checkout.country')}
                    required
                    autoComplete="country-name"
                    data={[
                      { value: '', label: '' },
                      ...(countries.data ?? []).map((c) => ({ value: String(c.Id), label: c.Name })),
                    ]}
                    {...form.register('countryId')}
                    error={errors.countryId?.message ?? (countries.isError ? t('errors.network') : undefined)}
                  />
                </Stack>
              </Card>
              <Card withBorder padding="lg" component="fieldset">
                <Title order={2} size="h3" mb="sm" component="legend">
                  {t('checkout.additionalInformation')}
                </Title>
                <Stack gap="sm">
                  <Textarea
                    label={t('checkout.specialRequests')}
                    autosize
                    minRows={2}
                    {...form.register('specialRequests')}
                  />
                  <Textarea
                    label={t('checkout.comment')}
                    autosize
                    minRows={2}
                    {...form.register('comment')}
                  />
                  <Checkbox label={t('checkout.optIn')} {...form.register('optIn')} />
                </Stack>
              </Card>
              <Card withBorder padding="lg" component="fieldset">
                <Title order={2} size="h3" mb="sm" component="legend">
                  {t('checkout.paymentDetails')}
                </Title>
                <Stack gap="sm">
                  <TextInput
                    label={t('checkout.nameOnCard')}
                    autoComplete="cc-name"
                    required
                    {...form.register('creditCardName')}
                    error={errors.creditCardName?.message}
                  />
                  <TextInput
                    label={t('checkout.cardNumber')}
                    inputMode="numeric"
                    autoComplete="cc-number"
                    required
                    description={accepted ? accepted.Name : (detected ?? undefined)}
                    {...form.register('creditCardNumber')}
                    error={errors.creditCardNumber?.message}
                  />
                  <Group grow align="flex-start">
                    <NativeSelect
                      label={t('checkout.expiryMonth')}
                      required
                      autoComplete="cc-exp-month"
                      data={[{ value: '', label: '' }, ...MONTHS]}
                      {...form.register('expiryMonth')}
                      error={errors.expiryMonth?.message}
                    />
                    <NativeSelect
                      label={t('checkout.expiryYear')}
                      required
                      autoComplete="cc-exp-year"
                      data={[{ value: '', label: '' }, ...years]}
                      {...form.register('expiryYear')}
                      error={errors.expiryYear?.message}
                    />
                    <TextInput
                      label={t('checkout.securityCode')}
                      inputMode="numeric"
                      autoComplete="cc-csc"
                      required
                      maxLength={4}
                      {...form.register('cvvNumber')}
                      error={errors.cvvNumber?.message}
                    />
                  </Group>
                </Stack>
              </Card>
              <Checkbox
                label={
                  property.TermsAndConditionsUrl ? (
                    <Anchor href={property.TermsAndConditionsUrl} target="_blank" rel="noreferrer">
                      {t('checkout.terms')}
                    </Anchor>
                  ) : (
                    t('checkout.terms')
                  )
                }
                {...form.register('agreeToTerms')}
                error={errors.agreeToTerms?.message}
              />
              {declined || failed ? (
                <Alert color="negative" role="alert" title={t('errors.errorTitle')}>
                  {declined ?? failed}
                </Alert>
              ) : null}
              <Button type="submit" size="lg" loading={create.isPending} disabled={create.isPending}>
                {t('checkout.confirm')}
              </Button>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="lg" component="section" aria-labelledby="checkout-summary">
            <Stack gap="xs">
              <Title order={2} size="h4" id="checkout-summary">
                {t('rooms.summary')}
              </Title>
              {lines.map((line) => (
                <Stack key={line.roomIndex} gap={0}>
                  <Text fw={600}>{line.roomType.Name}</Text>
                  <Text size="sm">{line.ratePlan.RatePlanName}</Text>
                  <Text size="sm" ta="right">
                    {money(roomTotal(line))}
                  </Text>
                </Stack>
              ))}
              <Divider />
              <AmountRow label={t('checkout.accommodation')} value={money(totals.accommodation)} />
              {totals.services > 0 ? (
                <AmountRow label={t('checkout.extras')} value={money(totals.services)} />
              ) : null}
              {totals.visitorLevy > 0 ? (
                <AmountRow label={t('checkout.visitorLevy')} value={money(totals.visitorLevy)} />
              ) : null}
              <AmountRow
                label={property.IsStandardTaxExclusive ? t('checkout.vatAdded') : t('checkout.vatIncluded')}
                value={money(totals.vat)}
              />
              <AmountRow label={t('checkout.total')} value={money(totals.total)} strong />
              <AmountRow label={t('checkout.payNow')} value={money(totals.payNow)} strong />
              {totals.total - totals.payNow > 0 ? (
                <AmountRow label={t('checkout.payLater')} value={money(totals.total - totals.payNow)} />
              ) : null}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  )
}

/** A room's TotalCost on the wire: its accommodation plus its extras over the stay. */
function roomTotal(line: ReturnType<typeof basketLines>[number]): number {
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

/** ModelState keys of the create call mapped to the form's fields, so a server message shows by its field. */
const FIELD_OF: Record<string, keyof CheckoutValues> = {
  'Booker.FirstName': 'firstName',
  'Booker.LastName': 'lastName',
  'Booker.Email': 'emailAddress',
  'Booker.Phone': 'telephoneNumber',
  'Booker.Street': 'street',
  'Booker.ZipCode': 'postCode',
  'Booker.CountryId': 'countryId',
  'CardDetails.CardNumber': 'creditCardNumber',
  'CardDetails.NameOnCard': 'creditCardName',
  'CardDetails.ExpiryMonth': 'expiryMonth',
  'CardDetails.ExpiryYear': 'expiryYear',
  'CardDetails.SecurityCode': 'cvvNumber',
}
