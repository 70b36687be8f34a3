import { Alert, Button, Card, Divider, Group, List, Stack, Text } from '@mantine/core'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { SettlementQuote } from '@/api/contract/settlement'
import { changeQuoteQuery } from '@/api/manage-booking'
import { toMajorUnits } from '@/domain/money'
import { formatDay, formatPrice, t } from '@/i18n/i18n'
import { AmountRow } from '@/ui/amount-row'
import { useState } from 'react'
import { configuredRules } from '@/ui/person-fields'
import { SaveProblemsAlert } from '@/stay-change/save-problems-alert'
import { changesOf, saveProblems, updateRequest, type ManageDraft, type SaveProblem } from './draft'
import { refusalsByRoom } from './quote-refusals'
import { at, type ManageStepProps } from './manage-step'
import { SettlementLines } from './settlement-lines'

/**
 * Summary: every change in words, the price difference and what it does to the money (decision 0116: pay more
 * now, get back, or no change), then Save (docs/product/after-booking.md#steps, docs/product/after-booking.md#rules: valid booker and guests).
 */
export function SummaryStep({
  draft,
  config,
  online,
  go,
  overview,
  onSave,
  saveError,
}: ManageStepProps & { onSave: () => void; saveError: string | null }) {
  const [problems, setProblems] = useState<SaveProblem[]>([])
  const name = (key: string) => {
    const i = draft.rooms.findIndex((x) => x.key === key)
    return t('manage.room', { number: i + 1, roomType: draft.rooms[i]?.roomTypeName ?? '' })
  }
  const lines = changeLines(draft, name)
  const request = updateRequest(draft)
  const quote = useQuery({ ...changeQuoteQuery(request), enabled: online })
  // A change the hotel refuses (a non-refundable room shortened or made refundable): said beside its room.
  const refusals = refusalsByRoom(draft, request, quote.error)
  const lastLineOf = new Map(lines.map((line, index) => [line.room, index]))
  const save = () => {
    const found = saveProblems(draft, configuredRules(config.RequiredFields))
    setProblems(found)
    if (found.length === 0) onSave()
  }
  const goTo = (p: SaveProblem) =>
    p.kind === 'booker' ? go(at('Booker')) : go(at('Guest', p.roomIndex, p.guestIndex))

  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <List spacing={4} data-testid="change-list">
          {lines.map((line, index) => (
            <List.Item key={line.text}>
              {line.text}
              {line.room !== null && lastLineOf.get(line.room) === index
                ? (refusals.get(line.room) ?? []).map((message) => (
                    <Text key={message} c="negative" size="sm" role="alert">
                      {message}
                    </Text>
                  ))
                : null}
            </List.Item>
          ))}
        </List>
      </Card>
      <PriceChanges draft={draft} name={name} online={online} quote={refusals.size > 0 ? null : quote} />
      {problems.length > 0 ? (
        <SaveProblemsAlert
          problems={problems}
          title={t('manage.cannotSave')}
          describe={(p) =>
            p.kind === 'booker'
              ? t('manage.problemBooker')
              : t('manage.problemGuest', { guest: p.guestIndex + 1, room: p.roomIndex + 1 })
          }
          onGo={goTo}
        />
      ) : null}
      {saveError ? (
        <Alert color="negative" role="alert">
          {saveError}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={() => overview()}>
          {t('manage.back')}
        </Button>
        <Button size="lg" onClick={save} disabled={refusals.size > 0}>
          {t('manage.save')}
        </Button>
      </Group>
    </Stack>
  )
}

/** Every change of the draft in words, in the order of its rooms, each with the room it is about. */
function changeLines(
  draft: ManageDraft,
  name: (key: string) => string,
): { room: string | null; text: string }[] {
  const { summary, booker } = changesOf(draft)
  const lines: { room: string | null; text: string }[] = []
  const push = (room: string | null, text: string) => lines.push({ room, text })
  if (booker) push(null, t('manage.summaryBooker'))
  for (const change of summary.rooms) {
    const room = draft.rooms.find((x) => x.key === change.key)
    if (!room) continue
    if (change.kind === 'added') push(change.key, t('manage.summaryAdded', { room: name(change.key) }))
    if (change.kind === 'cancelled')
      push(change.key, t('manage.summaryCancelled', { room: name(change.key) }))
    if (change.kind !== 'changed') continue
    if (change.moved)
      push(
        change.key,
        t('manage.summaryMoved', {
          room: name(change.key),
          dates: `${formatDay(room.dateFrom)} – ${formatDay(room.dateTo)}, ${room.ratePlanName}`,
        }),
      )
    if (change.servicesChanged) push(change.key, t('manage.summaryExtras', { room: name(change.key) }))
    if (change.guestsChanged) push(change.key, t('manage.summaryGuests', { room: name(change.key) }))
  }
  return lines
}

/** Each room whose price moves, from what to what, and the difference for the whole booking. */
function PriceChanges({
  draft,
  name,
  online,
  quote,
}: {
  draft: ManageDraft
  name: (key: string) => string
  online: boolean
  /** what saving does to the money; null when the hotel refuses the change (said beside its room) */
  quote: UseQueryResult<SettlementQuote> | null
}) {
  const { summary } = changesOf(draft)
  const money = (minor: number) => formatPrice(toMajorUnits(minor), draft.reservation.Currency)
  const difference = summary.difference
  return (
    <Card withBorder padding="lg">
      <Stack gap={4}>
        {summary.rooms.map((change) =>
          change.before !== change.after ? (
            <AmountRow
              key={change.key}
              label={name(change.key)}
              value={`${money(change.before)} → ${money(change.after)}`}
            />
          ) : null,
        )}
        <Divider my={4} />
        <AmountRow
          label={t('manage.difference')}
          value={
            difference > 0 ? `+${money(difference)}` : difference < 0 ? `−${money(-difference)}` : money(0)
          }
          strong
        />
        {quote ? (
          <>
            <Divider my={4} />
            <SettlementLines quote={quote} kind="change" online={online} />
          </>
        ) : null}
        <Text size="sm" c="dimmed" mt="xs">
          {t('manage.levyNote')} {t('manage.settleNote')}
        </Text>
      </Stack>
    </Card>
  )
}
