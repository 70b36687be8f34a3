import {
  Alert,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { ApiError, errorMessage } from '@/api/api-error'
import { newIdempotencyKey } from '@/api/client'
import type { Restaurant, RestaurantBookingRequest, RestaurantSlot } from '@/api/contract/restaurant'
import {
  createRestaurantBooking,
  restaurantAvailabilityQuery,
  restaurantKeys,
  restaurantSetupQuery,
} from '@/api/restaurant'
import { addMonths, compareIsoDate } from '@/domain/dates'
import { canFetchRestaurantAvailability, choosePartySize, partySizes } from '@/domain/restaurant'
import { isRestaurantBookingValid } from '@/domain/validation'
import { formatDay, t } from '@/i18n/i18n'
import { localToday } from '@/device/clock'
import { useRouteProperty } from '@/api/route-property'
import { restaurantContactSchema, type RestaurantContactValues } from './restaurant-schema'
import { PhoneInput } from '@/ui/phone-input'

/** The hotel stay a table is booked from (the confirmation page's "Book a table"). */
export type GuestStay = {
  referenceNumber: string
  dateFrom: string
  dateTo: string
  name: string
  email: string
  phone: string
  guests: number
  confirmationPath: string
}

type Booked = {
  reference: string
  restaurant: string
  date: string
  time: string
  partySize: number
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** ModelState keys of Create mapped to the contact fields; the rest are shown in the page's alert. */
const FIELD_OF: Record<string, keyof RestaurantContactValues> = {
  Identifier: 'identifier',
  Email: 'email',
  ContactNumber: 'contactNumber',
  SpecialRequests: 'specialRequests',
}

/** Spec §8: a failed create shows its InfoMessage, or its Message, else "Failed to create booking". */
function createFailure(error: unknown): string {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const info = (error.body as { InfoMessage?: unknown }).InfoMessage
    if (typeof info === 'string' && info.trim() !== '') return info
  }
  return errorMessage(error, t('restaurant.createFailed'))
}

export function RestaurantBooking({
  restaurants,
  defaultRestaurantId,
  stay,
}: {
  restaurants: Restaurant[]
  defaultRestaurantId: number | null
  stay: GuestStay | null
}) {
  const property = useRouteProperty()
  const queryClient = useQueryClient()
  const today = localToday()
  const lastDay = addMonths(today, 12)
  const lastAttempt = useRef<{ body: string; key: string } | null>(null)

  const firstRestaurant = restaurants.find((r) => r.Id === defaultRestaurantId)?.Id ?? restaurants[0]?.Id ?? 0
  const firstDay = stay && compareIsoDate(stay.dateFrom, today) > 0 ? stay.dateFrom : today
  const [restaurantId, setRestaurantId] = useState(firstRestaurant)
  const [date, setDate] = useState(firstDay)
  const [partyChoice, setPartyChoice] = useState<number | null>(stay?.guests ?? null)
  const [timeChoice, setTimeChoice] = useState<string | null>(null)
  const [promotionChoice, setPromotionChoice] = useState<number | null>(null)
  const [timeMissing, setTimeMissing] = useState(false)
  const [booked, setBooked] = useState<Booked | null>(null)

  const restaurant = restaurants.find((r) => r.Id === restaurantId) ?? null
  const dateProblem = !ISO_DAY.test(date)
    ? t('restaurant.dateRequired')
    : compareIsoDate(date, today) < 0
      ? t('restaurant.dateInPast')
      : compareIsoDate(date, lastDay) > 0
        ? t('restaurant.dateTooFar')
        : null

  const setup = useQuery({
    ...restaurantSetupQuery({
      propertyId: property.PropertyId,
      restaurantId,
      date,
      isReservation: stay !== null,
      identifier: stay?.referenceNumber ?? null,
    }),
    enabled: restaurantId > 0 && dateProblem === null,
  })
  const range = setup.data
    ? { minOnlinePartySize: setup.data.MinOnlinePartySize, maxOnlinePartySize: setup.data.MaxOnlinePartySize }
    : null
  // Spec §5: the previous party size stays when the new setup still offers it, else the smallest it offers.
  const partySize = range ? choosePartySize(partyChoice, range) : 0
  const canFetch = dateProblem === null && canFetchRestaurantAvailability({ restaurantId, date, partySize })
  const availabilityFor = {
    propertyId: property.PropertyId,
    restaurantId,
    date,
    partySize,
    currencySymbol: setup.data?.CurrencySymbol ?? '',
  }
  const availability = useQuery({ ...restaurantAvailabilityQuery(availabilityFor), enabled: canFetch })
  const slots = canFetch ? (availability.data ?? []) : []
  const slot: RestaurantSlot | null = slots.find((s) => s.Time === timeChoice) ?? null
  const promotion = slot?.Promotions.find((p) => p.Id === promotionChoice) ?? null

  const form = useForm<RestaurantContactValues>({
    resolver: valibotResolver(restaurantContactSchema),
    defaultValues: {
      identifier: stay?.name ?? '',
      email: stay?.email ?? '',
      contactNumber: stay?.phone ?? '',
      specialRequests: '',
    },
  })
  const { errors } = form.formState

  const create = useMutation({
    mutationFn: async (request: RestaurantBookingRequest) => {
      const body = JSON.stringify(request)
      const key = lastAttempt.current?.body === body ? lastAttempt.current.key : newIdempotencyKey()
      lastAttempt.current = { body, key }
      return createRestaurantBooking(request, key)
    },
    onSuccess: (response, request) => {
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.all })
      if (response.Success && response.BookingReference) {
        setBooked({
          reference: response.BookingReference,
          restaurant: request.RestaurantName ?? '',
          date: request.VisitDate,
          time: request.VisitTime,
          partySize: request.PartySize,
        })
        window.scrollTo({ top: 0 })
      }
    },
    onError: (error) => {
      // The time may have just gone to someone else: show what is free now.
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.all })
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.modelState)) {
          const target = FIELD_OF[field]
          if (target && messages[0]) form.setError(target, { message: messages[0] })
        }
      }
    },
  })

  const submit = form.handleSubmit((values) => {
    if (!slot || !restaurant || create.isPending) return
    const input = {
      contactNumber: values.contactNumber,
      email: values.email,
      identifier: values.identifier,
      restaurantId,
      partySize,
      visitDate: date,
      visitTime: slot.Time,
    }
    if (!isRestaurantBookingValid(input)) return
    create.mutate({
      PropertyId: property.PropertyId,
      RestaurantId: restaurantId,
      RestaurantName: restaurant.Name,
      VisitTime: slot.Time,
      VisitDate: date,
      PartySize: partySize,
      SpecialRequests: values.specialRequests.trim() || null,
      IsReservation: stay !== null,
      Identifier: values.identifier.trim(),
      PromotionId: promotion?.Id ?? null,
      Email: values.email.trim(),
      ContactNumber: values.contactNumber.trim(),
      IsLeaveTimeRequired: slot.IsLeaveTimeRequired,
    })
  })

  if (booked) {
    return (
      <BookedTable
        booked={booked}
        stay={stay}
        onAnother={() => {
          setBooked(null)
          setTimeChoice(null)
          setPromotionChoice(null)
          create.reset()
        }}
      />
    )
  }

  const failed = create.isError ? createFailure(create.error) : null
  const declined =
    create.data && !create.data.Success ? create.data.InfoMessage || t('restaurant.createFailed') : null

  return (
    <Container size="lg" py="lg">
      <Stack gap="xs" mb="lg">
        <Title order={1}>{t('restaurant.title')}</Title>
        {stay ? (
          <Text>
            {t('restaurant.forStay', {
              reference: stay.referenceNumber,
              from: formatDay(stay.dateFrom),
              to: formatDay(stay.dateTo),
            })}
          </Text>
        ) : (
          <Text>{t('restaurant.intro')}</Text>
        )}
      </Stack>
      <form
        onSubmit={(e) => {
          setTimeMissing(!slot)
          void submit(e)
        }}
        noValidate
        aria-label={t('restaurant.title')}
      >
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder padding="lg" component="fieldset">
              <Title order={2} size="h3" mb="sm" component="legend">
                {t('restaurant.yourTable')}
              </Title>
              <Stack gap="md">
                <NativeSelect
                  label={t('restaurant.restaurant')}
                  value={String(restaurantId)}
                  onChange={(e) => setRestaurantId(Number(e.currentTarget.value))}
                  data={restaurants.map((r) => ({ value: String(r.Id), label: r.Name }))}
                />
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  <TextInput
                    type="date"
                    label={t('restaurant.date')}
                    value={date}
                    min={today}
                    max={lastDay}
                    required
                    onChange={(e) => setDate(e.currentTarget.value)}
                    error={dateProblem}
                  />
                  <NativeSelect
                    label={t('restaurant.partySize')}
                    value={partySize > 0 ? String(partySize) : ''}
                    disabled={!range}
                    onChange={(e) => setPartyChoice(Number(e.currentTarget.value))}
                    data={
                      range
                        ? partySizes(range).map((n) => ({
                            value: String(n),
                            label: t('restaurant.guests', { count: n }),
                          }))
                        : [{ value: '', label: t('app.loading') }]
                    }
                  />
                </SimpleGrid>
                <TimeSlots
                  loading={canFetch && availability.isPending}
                  failed={canFetch && availability.isError}
                  onRetry={() => void availability.refetch()}
                  slots={slots}
                  fetched={canFetch && availability.isSuccess}
                  noAvailabilityText={setup.data?.NoAvailabilityText ?? t('restaurant.noTables')}
                  chosen={slot?.Time ?? null}
                  onChoose={(time) => {
                    setTimeChoice(time)
                    setTimeMissing(false)
                  }}
                  error={timeMissing && !slot ? t('restaurant.chooseTime') : null}
                />
                {slot && slot.Promotions.length > 0 ? (
                  <NativeSelect
                    label={t('restaurant.offer')}
                    value={promotion ? String(promotion.Id) : ''}
                    onChange={(e) => setPromotionChoice(Number(e.currentTarget.value) || null)}
                    description={promotion?.Description}
                    data={[
                      { value: '', label: t('restaurant.noOffer') },
                      ...slot.Promotions.map((p) => ({ value: String(p.Id), label: p.Name })),
                    ]}
                  />
                ) : null}
                {slot?.IsLeaveTimeRequired ? <Text size="sm">{t('restaurant.leaveTime')}</Text> : null}
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Card withBorder padding="lg" component="fieldset">
                <Title order={2} size="h3" mb="sm" component="legend">
                  {t('restaurant.yourDetails')}
                </Title>
                <Stack gap="sm">
                  <TextInput
                    label={t('restaurant.name')}
                    description={stay ? undefined : t('restaurant.nameHint')}
                    autoComplete="name"
                    required
                    {...form.register('identifier')}
                    error={errors.identifier?.message}
                  />
                  <TextInput
                    label={t('restaurant.email')}
                    type="email"
                    autoComplete="email"
                    required
                    {...form.register('email')}
                    error={errors.email?.message}
                  />
                  <PhoneInput
                    label={t('restaurant.phone')}
                    autoComplete="tel"
                    required
                    description={t('phone.hint')}
                    registration={form.register('contactNumber')}
                    error={errors.contactNumber?.message}
                  />
                  <Textarea
                    label={t('restaurant.specialRequests')}
                    autosize
                    minRows={2}
                    {...form.register('specialRequests')}
                    error={errors.specialRequests?.message}
                  />
                </Stack>
              </Card>
              {slot && restaurant ? (
                <Text aria-live="polite">
                  {t('restaurant.summary', {
                    restaurant: restaurant.Name,
                    day: formatDay(date, 'long'),
                    time: slot.Time,
                    guests: t('restaurant.guests', { count: partySize }),
                  })}
                </Text>
              ) : null}
              {failed || declined ? (
                <Alert color="negative" role="alert" title={t('restaurant.createFailedTitle')}>
                  {declined ?? failed}
                </Alert>
              ) : null}
              <Button type="submit" size="lg" loading={create.isPending} disabled={create.isPending}>
                {t('restaurant.book')}
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </Container>
  )
}

/** The free times as toggle buttons: each says its time, any offer, and when few tables are left. */
function TimeSlots({
  loading,
  failed,
  onRetry,
  fetched,
  slots,
  noAvailabilityText,
  chosen,
  onChoose,
  error,
}: {
  loading: boolean
  failed: boolean
  onRetry: () => void
  fetched: boolean
  slots: RestaurantSlot[]
  noAvailabilityText: string
  chosen: string | null
  onChoose: (time: string) => void
  error: string | null
}) {
  return (
    <Stack gap="xs" role="group" aria-labelledby="restaurant-times" aria-describedby="restaurant-times-error">
      <Text id="restaurant-times" fw={600}>
        {t('restaurant.times')}
      </Text>
      {loading ? <Loader size="sm" aria-label={t('app.loading')} /> : null}
      {failed ? (
        <Group gap="sm">
          <Text role="alert">{t('errors.network')}</Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('errors.tryAgain')}
          </Button>
        </Group>
      ) : null}
      {fetched && slots.length === 0 ? (
        <Alert color="info" variant="light">
          {noAvailabilityText}
        </Alert>
      ) : null}
      {slots.length > 0 ? (
        <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs">
          {slots.map((s) => {
            const selected = s.Time === chosen
            return (
              <UnstyledButton
                key={s.Time}
                type="button"
                aria-pressed={selected}
                aria-label={[
                  s.Time,
                  ...s.Promotions.map((p) => p.Name),
                  ...(s.TablesLeft <= 3 ? [t('restaurant.tablesLeft', { count: s.TablesLeft })] : []),
                ].join(', ')}
                onClick={() => onChoose(s.Time)}
                className="time-slot"
                p="xs"
                style={{
                  border: `1px solid ${selected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-6)'}`,
                  borderRadius: 'var(--mantine-radius-md)',
                  background: selected ? 'var(--mantine-primary-color-filled)' : 'transparent',
                  color: selected ? 'var(--mantine-color-white)' : 'inherit',
                  textAlign: 'center',
                }}
              >
                <Text fw={700} inherit>
                  {s.Time}
                </Text>
                {s.Promotions.length > 0 ? (
                  <Text size="xs" inherit>
                    {s.Promotions.map((p) => p.Name).join(', ')}
                  </Text>
                ) : null}
                {s.TablesLeft <= 3 ? (
                  <Text size="xs" inherit>
                    {t('restaurant.tablesLeft', { count: s.TablesLeft })}
                  </Text>
                ) : null}
              </UnstyledButton>
            )
          })}
        </SimpleGrid>
      ) : null}
      <Text
        id="restaurant-times-error"
        size="sm"
        c="var(--mantine-color-error)"
        role={error ? 'alert' : undefined}
      >
        {error}
      </Text>
    </Stack>
  )
}

function BookedTable({
  booked,
  stay,
  onAnother,
}: {
  booked: Booked
  stay: GuestStay | null
  onAnother: () => void
}) {
  const property = useRouteProperty()
  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t('restaurant.bookedTitle')}</Title>
        <Card withBorder padding="lg" component="section" aria-labelledby="table-reference">
          <Stack gap="xs">
            <Text size="lg" id="table-reference">
              {t('restaurant.reference')}: <strong data-testid="table-reference">{booked.reference}</strong>
            </Text>
            <Text>
              {t('restaurant.summary', {
                restaurant: booked.restaurant,
                day: formatDay(booked.date, 'long'),
                time: booked.time,
                guests: t('restaurant.guests', { count: booked.partySize }),
              })}
            </Text>
            <Text>{t('restaurant.confirmationSent')}</Text>
          </Stack>
        </Card>
        <Group gap="sm">
          <Button variant="light" onClick={onAnother}>
            {t('restaurant.bookAnother')}
          </Button>
          {stay ? (
            <Button component={Link} to={stay.confirmationPath} variant="light">
              {t('restaurant.backToStay')}
            </Button>
          ) : (
            <Button component={Link} to={`/Book/${property.PropertyCode}`} variant="light">
              {t('menu.newBooking')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  )
}
