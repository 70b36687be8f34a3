import { Alert, Button, Container, Grid, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import type { Restaurant } from '@/api/contract/restaurant'
import { formatDay, t } from '@/i18n/i18n'
import type { GuestStay } from './guest-stay'
import { RestaurantContactFields } from './restaurant-contact-fields'
import { TableBookedScreen } from './table-booked-screen'
import { TableFields } from './table-fields'
import { tableSummary } from './table-summary'
import { useTableBooking } from './use-table-booking'
import { useTableChoice } from './use-table-choice'

/** The table form (docs/product/restaurant-and-contact.md#steps): the table on the left, who it is for and the booking on the right. */
export function RestaurantBooking({
  restaurants,
  defaultRestaurantId,
  stay,
}: {
  restaurants: Restaurant[]
  defaultRestaurantId: number | null
  stay: GuestStay | null
}) {
  const choice = useTableChoice(restaurants, defaultRestaurantId, stay)
  const booking = useTableBooking(choice, stay)
  // "Choose a time" shows only once the guest has tried to book without one.
  const [timeMissing, setTimeMissing] = useState(false)
  const { slot, restaurant } = choice

  if (booking.booked) {
    return <TableBookedScreen booked={booking.booked} stay={stay} onAnother={booking.bookAnother} />
  }

  return (
    <Container size="lg" py="lg">
      <RestaurantIntro stay={stay} />
      <form
        onSubmit={(e) => {
          setTimeMissing(!slot)
          void booking.submit(e)
        }}
        noValidate
        aria-label={t('restaurant.title')}
      >
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <TableFields
              choice={choice}
              timeError={timeMissing && !slot ? t('restaurant.chooseTime') : null}
              onTimeChosen={() => setTimeMissing(false)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <RestaurantContactFields form={booking.form} forStay={stay !== null} />
              {slot && restaurant ? (
                <Text aria-live="polite">
                  {tableSummary({
                    restaurant: restaurant.Name,
                    date: choice.date,
                    time: slot.Time,
                    partySize: choice.partySize,
                  })}
                </Text>
              ) : null}
              {booking.problem ? (
                <Alert color="negative" role="alert" title={t('restaurant.createFailedTitle')}>
                  {booking.problem}
                </Alert>
              ) : null}
              <Button type="submit" size="lg" loading={booking.pending} disabled={booking.pending}>
                {t('restaurant.book')}
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </Container>
  )
}

function RestaurantIntro({ stay }: { stay: GuestStay | null }) {
  return (
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
  )
}
