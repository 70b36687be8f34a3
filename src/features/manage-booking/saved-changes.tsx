import { List, Stack, Text } from '@mantine/core'
import type { ManagedReservation } from '@/api/contract/manage-booking'
import type { ManageRoom } from '@/domain/manage-flow'
import { toMajorUnits, toMinorUnits } from '@/domain/money'
import { formatDay, formatPrice, t } from '@/i18n/i18n'
import { AmountRow } from '@/ui/amount-row'
import { changesOf, type ManageDraft } from './draft'

/**
 * "Changes saved", said once (decision 0142): that the hotel has them, what changed from what to what, the new
 * total beside the old, and what saving did to the money: the payments ledger's sums of the booking as the Update
 * answered it (read after the provider answered) against the booking as it was before, never a cached quote.
 */
export function SavedChanges({ draft, after }: { draft: ManageDraft; after: ManagedReservation | null }) {
  const r = draft.reservation
  const money = (major: number) => formatPrice(major, r.Currency)
  const lines = savedLines(draft)
  return (
    <Stack gap="xs">
      <Text>{t('manage.sentText')}</Text>
      {lines.length > 0 ? (
        <List spacing={4} aria-label={t('manage.savedWhat')} data-testid="saved-changes">
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      ) : null}
      {after ? (
        <AmountRow
          label={t('manage.newTotal')}
          value={
            after.TotalCost === r.TotalCost
              ? money(after.TotalCost)
              : `${money(r.TotalCost)} → ${money(after.TotalCost)}`
          }
          strong
        />
      ) : null}
      {after ? (
        <Stack gap={4} data-testid="saved-money">
          {savedMoney(r, after).map((line, index) => (
            <Text key={line} fw={index === 0 ? 700 : undefined}>
              {line}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  )
}

/** What saving charged and refunded (the ledger's sums before and after), then what is still to pay. */
export function savedMoney(before: ManagedReservation, after: ManagedReservation): string[] {
  const money = (major: number) => formatPrice(major, after.Currency)
  // In minor units, so a difference of sums is never 0.30000000000000004.
  const moved = (a: number, b: number) => toMajorUnits(Math.max(0, toMinorUnits(a) - toMinorUnits(b)))
  const charged = moved(after.AmountPaid, before.AmountPaid)
  const refunded = moved(after.AmountRefunded, before.AmountRefunded)
  const lines: string[] = []
  if (charged > 0) lines.push(t('manage.savedCharged', { amount: money(charged) }))
  if (refunded > 0) lines.push(t('manage.savedRefunded', { amount: money(refunded) }))
  if (lines.length === 0) lines.push(t('manage.savedNoMoney'))
  if (after.Balance > 0) lines.push(t('manage.savedBalance', { amount: money(after.Balance) }))
  return lines
}

/** A room's stay in words: its dates, and its room type and rate where they are not the other's. */
function stayWords(room: ManageRoom, other: ManageRoom): string {
  const parts = [`${formatDay(room.dateFrom)} – ${formatDay(room.dateTo)}`]
  if (room.roomTypeId !== other.roomTypeId) parts.push(room.roomTypeName)
  if (room.ratePlanId !== other.ratePlanId) parts.push(room.ratePlanName)
  return parts.join(', ')
}

function extrasWords(room: ManageRoom): string {
  const kept = room.services.filter((s) => s.quantity > 0)
  return kept.length > 0 ? kept.map((s) => `${s.name} × ${s.quantity}`).join(', ') : t('manage.noExtras')
}

/** Every change saved, from what to what, in the order of the rooms. */
function savedLines(draft: ManageDraft): string[] {
  const { original, summary, booker } = changesOf(draft)
  const lines: string[] = booker ? [t('manage.summaryBooker')] : []
  for (const change of summary.rooms) {
    const index = draft.rooms.findIndex((x) => x.key === change.key)
    const room = draft.rooms[index]
    if (!room) continue
    const name = t('manage.room', { number: index + 1, roomType: room.roomTypeName })
    if (change.kind === 'added') lines.push(t('manage.summaryAdded', { room: name }))
    if (change.kind === 'cancelled') lines.push(t('manage.summaryCancelled', { room: name }))
    const was = original.find((o) => o.key === change.key)
    if (change.kind !== 'changed' || !was) continue
    if (change.moved)
      lines.push(
        t('manage.savedMoved', { room: name, before: stayWords(was, room), after: stayWords(room, was) }),
      )
    if (change.servicesChanged)
      lines.push(t('manage.savedExtras', { room: name, before: extrasWords(was), after: extrasWords(room) }))
    if (change.guestsChanged) lines.push(t('manage.summaryGuests', { room: name }))
  }
  return lines
}
