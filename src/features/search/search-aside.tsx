import { Button, Card, Image, Stack, Text, Title } from '@mantine/core'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import { t } from '@/i18n/i18n'

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
