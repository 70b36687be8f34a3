import { Alert, Button, Container, Group, Stepper, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import { bookConfigQuery } from '@/api/property'
import { toMajorUnits } from '@/domain/money'
import { formatDay, formatPrice, t } from '@/i18n/i18n'
import { MessagePage } from '@/ui/message-page'
import { PageLoader } from '@/ui/page-loader'
import { useRouteProperty } from '@/ui/route-property'
import { useDurableBasket, type DurableBasketState } from './use-durable-basket'

const STEPS = [
  { path: '', label: 'steps.search' },
  { path: '/Rooms-And-Rates', label: 'steps.roomsAndRates' },
  { path: '/Checkout', label: 'steps.checkout' },
] as const

/** The booking area: its config is loaded before any booking page renders (spec §2). */
export function BookingArea() {
  const property = useRouteProperty()
  const config = useQuery(bookConfigQuery(property.PropertyId))
  const { pathname } = useLocation()

  if (config.isPending) return <PageLoader />
  if (config.isError) return <MessagePage title={t('errors.errorTitle')}>{t('errors.network')}</MessagePage>
  return <BookingFlow property={property} config={config.data} pathname={pathname} />
}

function BookingFlow({
  property,
  config,
  pathname,
}: {
  property: PropertySettings
  config: BookConfig
  pathname: string
}) {
  const basket = useDurableBasket(property, config)
  const base = `/Book/${property.PropertyCode}`
  const rest = pathname
    .slice(pathname.toLowerCase().indexOf(base.toLowerCase()) + base.length)
    .replace(/\/$/, '')
  const inFlow = rest === '' || rest.startsWith('/Rooms-And-Rates') || rest.startsWith('/Checkout')
  const active = rest.startsWith('/Checkout') ? 2 : rest.startsWith('/Rooms-And-Rates') ? 1 : 0
  // Rooms & Rates and Checkout need the session: they wait for the device to say whether one was kept.
  if (!basket.ready && active > 0) return <PageLoader />

  return (
    <>
      {inFlow ? (
        <Container size="lg" pt="md" component="nav" aria-label={t('steps.label')} className="no-print">
          <Stepper active={active} size="sm" allowNextStepsSelect={false}>
            {STEPS.map((step) => (
              <Stepper.Step key={step.path} label={t(step.label)} />
            ))}
          </Stepper>
        </Container>
      ) : null}
      <BasketNotices basket={basket} base={base} onSearch={active === 0} currency={property.Currency} />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  )
}

/** "Continue your booking" on the search page, and what a fresh check of a resumed basket found. */
function BasketNotices({
  basket,
  base,
  onSearch,
  currency,
}: {
  basket: DurableBasketState
  base: string
  onSearch: boolean
  currency: string
}) {
  const navigate = useNavigate()
  const { resumed, check } = basket
  const money = (minor: number) => formatPrice(toMajorUnits(minor), currency)
  return (
    <Container size="lg" className="no-print">
      {onSearch && resumed ? (
        <Alert color="blue" variant="light" mt="md" title={t('basket.inProgress')}>
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
      ) : null}
      {check && check.kind !== 'unchanged' ? (
        <Alert
          color="orange"
          variant="light"
          mt="md"
          role="alert"
          withCloseButton
          closeButtonLabel={t('notices.close')}
          onClose={basket.dismissCheck}
          title={t(check.kind === 'soldOut' ? 'basket.soldOutTitle' : 'basket.priceChangedTitle')}
        >
          {check.kind === 'soldOut'
            ? t('basket.soldOut', { rooms: check.rooms.map((i) => i + 1).join(', ') })
            : t('basket.priceChanged', { before: money(check.before), after: money(check.after) })}
        </Alert>
      ) : null}
    </Container>
  )
}
