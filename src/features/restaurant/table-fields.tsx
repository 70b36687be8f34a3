import { Card, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { partySizes } from '@/domain/restaurant'
import { t } from '@/i18n/i18n'
import { TimeSlots } from './time-slots'
import type { TableChoice } from './use-table-choice'

/** "Your table": restaurant, day, party size, the free times and, at a time with offers, the offer. */
export function TableFields({
  choice,
  timeError,
  onTimeChosen,
}: {
  choice: TableChoice
  timeError: string | null
  onTimeChosen: () => void
}) {
  const { range, partySize, availability, canFetch, slot, promotion } = choice
  return (
    <Card withBorder padding="lg" component="fieldset">
      <Title order={2} size="h3" mb="sm" component="legend">
        {t('restaurant.yourTable')}
      </Title>
      <Stack gap="md">
        <NativeSelect
          label={t('restaurant.restaurant')}
          value={String(choice.restaurantId)}
          onChange={(e) => choice.setRestaurantId(Number(e.currentTarget.value))}
          data={choice.restaurants.map((option) => ({ value: String(option.Id), label: option.Name }))}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="date"
            label={t('restaurant.date')}
            value={choice.date}
            min={choice.today}
            max={choice.lastDay}
            required
            onChange={(e) => choice.setDate(e.currentTarget.value)}
            error={choice.dateProblem}
          />
          <NativeSelect
            label={t('restaurant.partySize')}
            value={partySize > 0 ? String(partySize) : ''}
            disabled={!range}
            onChange={(e) => choice.setPartyChoice(Number(e.currentTarget.value))}
            data={
              range
                ? partySizes(range).map((size) => ({
                    value: String(size),
                    label: t('restaurant.guests', { count: size }),
                  }))
                : [{ value: '', label: t('app.loading') }]
            }
          />
        </SimpleGrid>
        <TimeSlots
          loading={canFetch && availability.isPending}
          failed={canFetch && availability.isError}
          onRetry={() => void availability.refetch()}
          slots={choice.slots}
          fetched={canFetch && availability.isSuccess}
          noAvailabilityText={choice.setup.data?.NoAvailabilityText ?? t('restaurant.noTables')}
          chosen={slot?.Time ?? null}
          onChoose={(time) => {
            choice.setTimeChoice(time)
            onTimeChosen()
          }}
          error={timeError}
        />
        {slot && slot.Promotions.length > 0 ? (
          <NativeSelect
            label={t('restaurant.offer')}
            value={promotion ? String(promotion.Id) : ''}
            onChange={(e) => choice.setPromotionChoice(Number(e.currentTarget.value) || null)}
            description={promotion?.Description}
            data={[
              { value: '', label: t('restaurant.noOffer') },
              ...slot.Promotions.map((offer) => ({ value: String(offer.Id), label: offer.Name })),
            ]}
          />
        ) : null}
        {slot?.IsLeaveTimeRequired ? <Text size="sm">{t('restaurant.leaveTime')}</Text> : null}
      </Stack>
    </Card>
  )
}
