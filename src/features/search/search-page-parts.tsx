import { Alert, Button, Card, Image, NativeSelect, Stack, Text, Title } from '@mantine/core'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import { formatDay, t } from '@/i18n/i18n'

// The parts of the search page that only show: the page decides, these lay out.

/** The hotel's picture and its offers, each offer's promo code one click away. */
export function SearchAside({
  property,
  config,
  onUseCode,
}: {
  property: PropertySettings
  config: BookConfig
  onUseCode: (code: string) => void
}) {
  return (
    <Stack gap="md">
      {property.PropertyImageUrl ? (
        <Image
          src={property.PropertyImageUrl}
          alt={property.PropertyName}
          radius="md"
          h={260}
          fit="cover"
          width={640}
          height={260}
        />
      ) : null}
      {config.Offers.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="offers-title">
          <Title order={2} size="h3" id="offers-title">
            {t('search.offers')}
          </Title>
          {config.Offers.map((offer) => (
            <Card key={offer.Title} withBorder padding="md" radius="md">
              <Text fw={600}>{offer.Title}</Text>
              <Text size="sm">{offer.Description}</Text>
              {offer.PromoCode && !config.HidePromoCodeOnLandingPage ? (
                <Button
                  variant="light"
                  size="xs"
                  mt="xs"
                  w="fit-content"
                  onClick={() => onUseCode(offer.PromoCode ?? '')}
                >
                  {t('search.useCode', { code: offer.PromoCode })}
                </Button>
              ) : null}
            </Card>
          ))}
        </Stack>
      ) : null}
    </Stack>
  )
}

export function BookingIncentives({ incentives }: { incentives: readonly string[] }) {
  if (incentives.length === 0) return null
  return (
    <Stack gap={4} component="ul" aria-label={t('search.incentives')} className="incentives">
      {incentives.map((incentive) => (
        <Text component="li" key={incentive}>
          {incentive}
        </Text>
      ))}
    </Stack>
  )
}

/** docs/product/search.md#limits: the arrival's minimum stay, said before the guest picks a departure that breaks it. */
export function MinStayNote({ dateFrom, minStay }: { dateFrom: string; minStay: number }) {
  return (
    <Text size="sm" c="dimmed">
      {t('search.minStayFrom', {
        nights: t('units.nights', { count: minStay }),
        day: formatDay(dateFrom, 'weekday'),
      })}
    </Text>
  )
}

export function LocationSelect({
  locations,
  value,
  onChange,
}: {
  locations: BookConfig['Locations']
  value: number | null
  onChange: (locationId: number | null) => void
}) {
  return (
    <NativeSelect
      label={t('search.locations')}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
      data={[
        { value: '', label: t('search.anyLocation') },
        ...locations.map((l) => ({ value: String(l.LocationId), label: `${l.Name}, ${l.Address}` })),
      ]}
    />
  )
}

type NoticesProps = {
  ratePlanCode: string | null
  onAllRates: () => void
  /** the hotel's same-day cut-off has passed for this arrival */
  sameDayBlocked: boolean
  sameDayMessage: string | null | undefined
  roomsRefused: boolean
  searchFailed: string | null
}

/** Why the search cannot go, or did not: the rate plan code a link carried, same day, rooms, a failed search. */
export function SearchNotices(props: NoticesProps) {
  return (
    <>
      {props.ratePlanCode ? (
        <Alert color="info" variant="light" title={t('search.ratePlanCode', { code: props.ratePlanCode })}>
          <Button variant="subtle" size="compact-sm" onClick={props.onAllRates}>
            {t('search.allRates')}
          </Button>
        </Alert>
      ) : null}
      {props.sameDayBlocked ? (
        <Alert color="warning" title={t('errors.warningTitle')} role="alert">
          {props.sameDayMessage || t('search.noSameDay')}
        </Alert>
      ) : null}
      {props.roomsRefused ? (
        <Alert color="negative" role="alert">
          {t('search.maxRoomsReached')}
        </Alert>
      ) : null}
      {props.searchFailed !== null ? (
        <Alert color="negative" role="alert">
          {props.searchFailed}
        </Alert>
      ) : null}
    </>
  )
}
