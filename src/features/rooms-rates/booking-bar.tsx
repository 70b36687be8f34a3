import { Button, Group, Stack, Text } from '@mantine/core'
import { useEffect, type CSSProperties } from 'react'
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
 * While the bar shows, whatever the browser scrolls into view (a focused control, a found word) stops above it:
 * a control the keyboard reaches is never hidden under the bar.
 */
function useRoomAboveBar() {
  useEffect(() => {
    const root = document.documentElement.style
    const before = root.scrollPaddingBottom
    root.scrollPaddingBottom = SPACE.height as string
    return () => {
      root.scrollPaddingBottom = before
    }
  }, [])
}

/**
 * On a phone, once the basket holds a room: its total and the next step always in reach at the foot of the
 * screen (decision 0140). Every room chosen, "Book" goes on to Checkout; before that "See booking" brings the
 * booking summary (below the list on a phone) into view. Its buttons are named apart from the page's own
 * ("Continue", "Continue to checkout"). The page keeps a space of the bar's height at its foot.
 */
export function BookingBar({
  totals,
  money,
  chosen,
  roomCount,
  atSummary,
  onCheckout,
}: {
  totals: BookingTotals
  money: Money
  chosen: number
  roomCount: number
  atSummary: boolean
  onCheckout: () => void
}) {
  useRoomAboveBar()
  const showBooking = () => {
    const heading = document.getElementById('basket-title')
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
          <Button onClick={atSummary ? onCheckout : showBooking} style={{ flexShrink: 0 }}>
            {atSummary ? t('rooms.barBook') : t('rooms.barSeeBooking')}
          </Button>
        </Group>
      </div>
    </>
  )
}
