import { Container, Stepper, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import { bookConfigQuery } from '@/api/property'
import { t } from '@/i18n/i18n'
import { MessagePage } from '@/ui/message-page'
import { PageLoader } from '@/ui/page-loader'
import { useRouteProperty } from '@/api/route-property'
import { loadWhenOnline } from '@/device/when-online'

// The durable basket (device database, session store, its notices) loads just after the first paint
// (decisions 0017, 0020); the search page does not wait for it, Rooms & Rates and Checkout do.
const BasketKeeper = lazy(
  loadWhenOnline(() => import('./basket-keeper').then((m) => ({ default: m.BasketKeeper }))),
)

const STEPS = [
  { path: '', label: 'steps.search' },
  { path: '/Rooms-And-Rates', label: 'steps.roomsAndRates' },
  { path: '/Checkout', label: 'steps.checkout' },
] as const

/** The booking area: its config is loaded before any booking page renders (docs/product/booking.md#screens). */
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
  const [basketReady, setBasketReady] = useState(false)
  const { search } = useLocation()
  const navigate = useNavigate()
  const base = `/Book/${property.PropertyCode}`
  // Addresses are matched whatever their case (/book/harbour/rooms-and-rates is the same page).
  const rest = pathname
    .toLowerCase()
    .slice(pathname.toLowerCase().indexOf(base.toLowerCase()) + base.length)
    .replace(/\/$/, '')
  const inFlow = rest === '' || rest.startsWith('/rooms-and-rates') || rest.startsWith('/checkout')
  const active = rest.startsWith('/checkout') ? 2 : rest.startsWith('/rooms-and-rates') ? 1 : 0

  return (
    <>
      {inFlow ? (
        <Container size="lg" pt="md" component="nav" aria-label={t('steps.label')} className="no-print">
          <Stepper
            active={active}
            size="sm"
            iconSize={30}
            allowNextStepsSelect={false}
            // Earlier steps go back, keeping the search (the pages' addresses carry it).
            onStepClick={(step) => {
              if (step < active) void navigate(`${base}${STEPS[step]?.path ?? ''}${search}`)
            }}
            classNames={{ root: 'booking-steps' }}
          >
            {STEPS.map((step, i) => (
              // The step the guest is at, for assistive technology too (WCAG 1.3.1; Mantine marks it only by style).
              <Stepper.Step
                key={step.path}
                label={t(step.label)}
                aria-current={i === active ? 'step' : undefined}
              />
            ))}
          </Stepper>
        </Container>
      ) : null}
      <Suspense fallback={null}>
        <BasketKeeper
          property={property}
          config={config}
          base={base}
          // The search page itself: the status page (also step 0 of the stepper) has its own message to say.
          onSearch={rest === ''}
          onReady={setBasketReady}
        />
      </Suspense>
      {/* Rooms & Rates and Checkout need the session: they wait for the device to say whether one was kept. */}
      {basketReady || active === 0 ? (
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      ) : (
        <StepLoader title={active === 1 ? t('steps.roomsAndRates') : null} />
      )}
    </>
  )
}

/** While the kept basket loads: the step's heading where its page shows it (as the boot shell drew it), a loader. */
function StepLoader({ title }: { title: string | null }) {
  return (
    <>
      {title ? (
        <Container size="lg" pt="lg">
          <Title order={1}>{title}</Title>
        </Container>
      ) : null}
      <PageLoader />
    </>
  )
}
