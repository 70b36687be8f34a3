import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { promoCodeMessageToShow } from '@/domain/offering'
import { formatDay, t } from '@/i18n/i18n'
import { ConversionNote, CurrencySelect } from '@/ui/currency-display'
import type { ShownSearch } from './shown-search'

/** The page's heading: the stay searched, a way back to change it, the display currency and the promo code. */
export function SearchHeader({ shown, changeSearchTo }: { shown: ShownSearch; changeSearchTo: string }) {
  const { search, result, property, money, nights } = shown
  const promoMessage = promoCodeMessageToShow({
    promoCode: search.promoCode,
    isPromoCodeValid: result.IsPromoCodeValid,
    promoCodeMessage: result.PromoCodeMessage,
    searching: false,
  })
  return (
    <Stack gap="xs" mb="lg">
      <Title order={1}>{t('rooms.title')}</Title>
      <Group gap="xs" justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Text>
            {formatDay(search.dateFrom, 'weekday')} – {formatDay(search.dateTo, 'weekday')} ·{' '}
            {t('units.nights', { count: nights })} · {t('units.rooms', { count: search.rooms.length })}
          </Text>
          <Anchor component={Link} to={changeSearchTo}>
            {t('rooms.editSearch')}
          </Anchor>
        </Stack>
        <CurrencySelect property={property} money={money} />
      </Group>
      <ConversionNote property={property} money={money} />
      {promoMessage ? (
        <Alert color="warning" role="status">
          {promoMessage}
        </Alert>
      ) : null}
      {search.promoCode && result.IsPromoCodeValid ? (
        <Text size="sm" c="positive.8">
          {/* A code may open rates only it gives (a Corporate rate) and take nothing off (decision 0138). */}
          {discounted(result)
            ? t('rooms.promoApplied', { code: search.promoCode })
            : t('rooms.codeOpensRates', { code: search.promoCode })}
        </Text>
      ) : null}
    </Stack>
  )
}

/** True when the code took something off a rate the answer lists. */
function discounted(result: ShownSearch['result']): boolean {
  return result.RoomTypes.some((offer) => offer.Rates.some((rate) => rate.Promotion !== null))
}
