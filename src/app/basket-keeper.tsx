import '@/i18n/load-device'
import { Alert, Button, Container, Group, Text } from '@mantine/core'
import { startTransition, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import { toMajorUnits } from '@/domain/money'
import { formatDay, formatPrice, t } from '@/i18n/i18n'
import { localToday } from '@/device/clock'
import { mirrorBasket, recheckBasket, resumeBasket, type BasketCheck } from './durable-basket'

type ResumedBasket = { stage: string; rooms: number; dateFrom: string; dateTo: string }

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
  const code = property.PropertyCode
  const navigate = useNavigate()
  const [resumed, setResumed] = useState<ResumedBasket | null>(null)
  const [check, setCheck] = useState<BasketCheck | null>(null)

  useEffect(() => {
    let cancelled = false
    let stop = () => {}
    const today = localToday()
    void (async () => {
      const session = await resumeBasket(code, today).catch(() => null)
      if (cancelled) return
      stop = mirrorBasket(code)
      const chosen = session?.choices.filter((c) => c !== null).length ?? 0
      if (session?.search && chosen > 0) {
        setResumed({
          stage: session.stage,
          rooms: chosen,
          dateFrom: session.search.dateFrom,
          dateTo: session.search.dateTo,
        })
      }
      // The page that waited for this (rooms and rates, checkout) renders in a transition: in short pieces.
      startTransition(() => onReady(true))
      if (!session || !navigator.onLine) return
      const found = await recheckBasket(property, config, today).catch(() => null)
      if (!cancelled && found && found.kind !== 'unchanged') setCheck(found)
    })()
    return () => {
      cancelled = true
      stop()
    }
    // Query results keep their identity unless their content changes (structural sharing), and onReady is a
    // state setter, so this runs once per property.
  }, [code, property, config, onReady])

  const money = (minor: number) => formatPrice(toMajorUnits(minor), property.Currency)
  if (!(onSearch && resumed) && !(check && check.kind !== 'unchanged')) return null
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
          onClose={() => setCheck(null)}
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
