import { Button, Group, Stack, Text } from '@mantine/core'
import type { CSSProperties, RefObject } from 'react'
import type { BookingTotals } from '@/domain/totals'
import { t } from '@/i18n/i18n'
import type { Money } from '@/ui/currency-display'

// Fixed at the foot of a phone's screen, under dialogs (Mantine's start at 200) and notices.
const BAR: CSSProperties = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 150,
  background: 'var(--mantine-color-body)',
  borderTop: '1px solid var(--mantine-color-default-border)',
  boxShadow: '0 -2px 8px rgb(0 0 0 / 8%)',
  padding: 'var(--mantine-spacing-sm) var(--mantine-spacing-md)',
  paddingBottom: 'calc(var(--mantine-spacing-sm) + env(safe-area-inset-bottom))',
}
/** The room the bar takes at the page's foot, kept free so the bar never covers the page's last control. */
const SPACE: CSSProperties = { height: 'calc(5.5rem + env(safe-area-inset-bottom))' }

/**
 * On a phone, once the basket holds a room: its total and the next step always in reach at the foot of the
 * screen (decision 0140). Every room chosen, the button goes on to Checkout; before that it brings the step the
 * guest is at into view. The page keeps a space of the bar's height at its foot.
 */
export function BookingBar({
  totals,
  money,
  chosen,
  roomCount,
  atSummary,
  column,
  onCheckout,
}: {
  totals: BookingTotals
  money: Money
  chosen: number
  roomCount: number
  atSummary: boolean
  /** the main column, whose step "Continue" shows */
  column: RefObject<HTMLDivElement | null>
  onCheckout: () => void
}) {
  const showStep = () => {
    const heading = column.current?.querySelector<HTMLElement>('h2')
    if (!heading) return
    heading.tabIndex = -1
    heading.focus({ preventScroll: true })
    heading.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }
  return (
    <>
      <div style={SPACE} aria-hidden="true" />
      <div style={BAR} data-testid="booking-bar">
        <Group justify="space-between" wrap="nowrap" gap="sm" maw="40rem" mx="auto">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" truncate>
              {t('rooms.basketCount', { chosen, rooms: t('units.rooms', { count: roomCount }) })}
            </Text>
            <Text fw={700} data-testid="booking-bar-total">
              {t('rooms.barTotal', { total: money.format(totals.total) })}
            </Text>
          </Stack>
          <Button onClick={atSummary ? onCheckout : showStep} style={{ flexShrink: 0 }}>
            {atSummary ? t('rooms.toCheckout') : t('rooms.continue')}
          </Button>
        </Group>
      </div>
    </>
  )
}
