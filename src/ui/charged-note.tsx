import { Text } from '@mantine/core'
import { t } from '@/i18n/i18n'
import type { Money } from './currency-display'

/**
 * What the guest really pays when prices show in another currency (decision 0143): "Shown in USD for
 * information; you pay £123.45 in GBP." Nothing when prices show in the hotel's own currency. Kept apart from
 * ./currency-display.tsx, which the search page loads: only Rooms & Rates and checkout show amounts to pay.
 */
export function ChargedNote({
  money,
  amount,
  charged,
  narrow = false,
  end = narrow,
}: {
  money: Money
  amount: number
  charged: string
  /** beside a price that must not push its neighbours aside (a rate's): wraps within the price's width */
  narrow?: boolean
  /** aligned to the amounts' edge, under a figure it explains (checkout's "About US$…") */
  end?: boolean
}) {
  if (!money.converted) return null
  return (
    <Text
      size="xs"
      c="dimmed"
      data-testid="charged-note"
      {...(narrow ? { maw: 170 } : {})}
      // Balanced lines, so no lone "GBP." under a right-aligned note.
      {...(end ? { ta: 'end' as const, style: { textWrap: 'balance' as const } } : {})}
    >
      {t('rooms.chargedNote', { display: money.currency, amount: money.charged(amount), charged })}
    </Text>
  )
}
