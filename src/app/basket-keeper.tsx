import '@/i18n/load-device'
import { Alert, Button, Container, Group, Text } from '@mantine/core'
import { useNavigate } from 'react-router'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import { toMajorUnits } from '@/domain/money'
import { formatDay, formatPrice, t } from '@/i18n/i18n'
import type { BasketCheck } from './durable-basket'
import { useKeptBasket, type ResumedBasket } from './use-kept-basket'

/** What a re-check found that the guest must hear about. */
type BasketChange = Exclude<BasketCheck, { kind: 'unchanged' }>

/**
 * Resumes and mirrors the basket of this property (a reload, a crash or reopening the app later resumes the
 * booking where the guest was), re-checks it against the server when online, and says what it found:
 * "Continue booking" on the search page, and a price change or a sold-out room anywhere in the flow.
 */
export function BasketKeeper({
  property,
  config,
  base,
  onSearch,
  onReady,
}: {
  property: PropertySettings
  config: BookConfig
  base: string
  onSearch: boolean
  /** A state setter (stable), told true once the device was asked. */
  onReady: (ready: true) => void
}) {
  const { resumed, check, dismissCheck } = useKeptBasket(property, config, onReady)

  if (!(onSearch && resumed) && !(check && check.kind !== 'unchanged')) return null
  return (
    <Container size="lg" className="no-print">
      {onSearch && resumed ? <ContinueBookingAlert resumed={resumed} base={base} /> : null}
      {check && check.kind !== 'unchanged' ? (
        <BasketChangedAlert change={check} currency={property.Currency} onClose={dismissCheck} />
      ) : null}
    </Container>
  )
}

function ContinueBookingAlert({ resumed, base }: { resumed: ResumedBasket; base: string }) {
  const navigate = useNavigate()
  return (
    // Not an alert (Mantine's default role): a basket waiting is news, not an error; said politely, once.
    <Alert color="blue" variant="light" mt="md" role="status" title={t('basket.inProgress')}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {t('basket.inProgressDetail', {
            rooms: t('units.rooms', { count: resumed.rooms }),
            from: formatDay(resumed.dateFrom, 'weekday'),
            to: formatDay(resumed.dateTo, 'weekday'),
          })}
        </Text>
        <Button
          size="compact-sm"
          onClick={() =>
            void navigate(`${base}/${resumed.stage === 'Checkout' ? 'Checkout' : 'Rooms-And-Rates'}`)
          }
        >
          {t('basket.continue')}
        </Button>
      </Group>
    </Alert>
  )
}

function BasketChangedAlert({
  change,
  currency,
  onClose,
}: {
  change: BasketChange
  currency: string
  onClose: () => void
}) {
  const money = (minor: number) => formatPrice(toMajorUnits(minor), currency)
  return (
    <Alert
      color="orange"
      variant="light"
      mt="md"
      role="alert"
      withCloseButton
      closeButtonLabel={t('notices.close')}
      onClose={onClose}
      title={t(change.kind === 'soldOut' ? 'basket.soldOutTitle' : 'basket.priceChangedTitle')}
    >
      {change.kind === 'soldOut'
        ? t('basket.soldOut', { rooms: change.rooms.map((index) => index + 1).join(', ') })
        : t('basket.priceChanged', { before: money(change.before), after: money(change.after) })}
    </Alert>
  )
}
