import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import { searchAvailability } from '@/api/availability'
import type { GroupPropertyOffer, GroupSearchResult } from '@/api/contract/availability'
import { nightsBetween } from '@/domain/dates'
import { currentLocale, formatPrice, t } from '@/i18n/i18n'
import { startRoomsAndRates } from '@/state/booking-session'
import { searchRequestOf, type SearchForm } from '@/api/contract/search-address'
import { groupSortOf, orderHotels, useGroupCurrency, type GroupSort, type ShownPrice } from './group-order'
import { propertySearchPath, type GroupSearch } from './group-search-params'
import { GroupSortChips } from './group-sort-chips'

/**
 * One card per hotel: its lowest price for the stay, or why it cannot take it. Choosing a hotel runs the same
 * search at that hotel and continues in its own booking journey at Rooms & Rates, with the search carried over.
 */
export function GroupResults({
  result,
  search,
  onHeading,
}: {
  result: GroupSearchResult
  search: GroupSearch
  /** Called with the results heading when it mounts (the page moves focus there after a search). */
  onHeading?: (heading: HTMLHeadingElement | null) => void
}) {
  const nights = nightsBetween(search.arrival, search.departure)
  const available = result.Properties.filter((p) => p.IsAvailable)
  const [params, setParams] = useSearchParams()
  const sort = groupSortOf(params)
  const onSort = (next: GroupSort) => {
    const kept = new URLSearchParams(params)
    if (next === 'recommended') kept.delete('sort')
    else kept.set('sort', next)
    setParams(kept, { replace: true, preventScrollReset: true })
  }
  // Available hotels first, in the order asked; every price in one currency.
  const { priceOf } = useGroupCurrency(result.Properties)
  const ordered = orderHotels(result.Properties, sort, priceOf, currentLocale())
  const shownIn = [...new Set(available.map((offer) => priceOf(offer).currency))]

  const { choose, problemFor } = useChooseHotel(search)

  return (
    <Stack gap="md" component="section" aria-labelledby="group-results-title">
      <Title order={2} id="group-results-title" tabIndex={-1} ref={onHeading}>
        {available.length === 0
          ? t('group.noneAvailable')
          : t('group.hotelsAvailable', { count: available.length })}
      </Title>
      {result.PromoCodeMessage ? (
        <Alert color="warning" variant="light">
          {result.PromoCodeMessage}
        </Alert>
      ) : null}
      {available.length > 1 ? (
        <GroupSortChips sort={sort} onSort={onSort} currency={shownIn.length === 1 ? shownIn[0]! : null} />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {ordered.map((offer) => (
          <HotelCard
            key={offer.PropertyId}
            offer={offer}
            price={priceOf(offer)}
            search={search}
            nights={nights}
            problem={problemFor(offer)}
            busy={choose.isPending && choose.variables.PropertyId === offer.PropertyId}
            choosing={choose.isPending}
            onChoose={() => choose.mutate(offer)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  )
}

/**
 * Choosing a hotel: the same search at that hotel, then its own Rooms & Rates with the search carried over; or
 * why it did not go on (the network, or the last rooms gone meanwhile).
 */
function useChooseHotel(search: GroupSearch) {
  const navigate = useNavigate()
  const choose = useMutation({
    mutationFn: async (offer: GroupPropertyOffer) => {
      const form: SearchForm = {
        propertyCode: offer.PropertyCode,
        dateFrom: search.arrival,
        dateTo: search.departure,
        rooms: search.rooms,
        promoCode: search.promoCode,
        ratePlanCode: null,
        locationId: null,
      }
      const found = await searchAvailability(searchRequestOf(form, offer.PropertyId))
      return { form, found, offer }
    },
    onSuccess: ({ form, found, offer }) => {
      if (found.RoomTypes.length === 0) return
      startRoomsAndRates(form, found)
      void navigate(`/Book/${offer.PropertyCode}/Rooms-And-Rates`)
    },
  })
  const problemFor = (offer: GroupPropertyOffer): string | null => {
    if (choose.variables?.PropertyId !== offer.PropertyId) return null
    if (choose.isError) return errorMessage(choose.error, t('errors.network'))
    if (choose.data && choose.data.found.RoomTypes.length === 0) return t('group.goneNow')
    return null
  }

  return { choose, problemFor }
}

type HotelCardProps = {
  offer: GroupPropertyOffer
  /** its "from" price in the page's one currency */
  price: ShownPrice
  search: GroupSearch
  nights: number
  /** why choosing this hotel did not go on, if it did not */
  problem: string | null
  busy: boolean
  choosing: boolean
  onChoose: () => void
}

/** One hotel: its lowest price for the stay and the way on, or why it cannot take the stay. */
function HotelCard({ offer, price, search, nights, problem, busy, choosing, onChoose }: HotelCardProps) {
  const headingId = `hotel-${offer.PropertyId}`
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={headingId}>
      {offer.PropertyImageUrl ? (
        <Card.Section>
          <Image src={offer.PropertyImageUrl} alt="" h={160} fit="cover" />
        </Card.Section>
      ) : null}
      <Stack gap="xs" mt="md">
        <Title order={3} size="h4" id={headingId}>
          {offer.PropertyName}
        </Title>
        <Group gap="xs">
          {offer.AreaName ? <Badge variant="light">{offer.AreaName}</Badge> : null}
          {offer.HotelRating ? (
            <Text size="sm">{t('group.rating', { stars: offer.HotelRating })}</Text>
          ) : null}
        </Group>
        {offer.MapUrl ? (
          <Anchor href={offer.MapUrl} target="_blank" rel="noopener noreferrer" size="sm" w="fit-content">
            {t('group.map', { hotel: offer.PropertyName })}
          </Anchor>
        ) : null}
        {offer.IsAvailable && offer.LowestRate >= 0 ? (
          <>
            <Text>
              {t('group.from')}{' '}
              <Text component="span" fw={700} size="lg">
                {formatPrice(price.amount, price.currency)}
              </Text>{' '}
              {t('group.forNights', { nights: t('group.nights', { count: nights }) })}
            </Text>
            {price.original > price.amount ? (
              <Text size="sm" c="dimmed">
                {t('group.was', { price: formatPrice(price.original, price.currency) })}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {t('group.roomTypes', { count: offer.NumberOfRoomTypes })}
            </Text>
            <Button
              onClick={onChoose}
              loading={busy}
              disabled={choosing}
              aria-label={t('group.chooseHotel', { hotel: offer.PropertyName })}
              w="fit-content"
            >
              {t('group.viewRooms')}
            </Button>
          </>
        ) : (
          <>
            <Text>{offer.Message ?? t('group.notAvailable')}</Text>
            <Anchor component={Link} to={propertySearchPath(offer.PropertyCode, search)} underline="always">
              {t('group.otherDates', { hotel: offer.PropertyName })}
            </Anchor>
          </>
        )}
        {problem ? (
          <Alert color="negative" role="alert">
            {problem}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  )
}
