import { Alert, Button, Card, Divider, Group, List, Stack, Text } from '@mantine/core'
import { canSaveManage } from '@/domain/manage-flow'
import { toMajorUnits } from '@/domain/money'
import { formatDay, formatPrice, t } from '@/i18n/i18n'
import { AmountRow } from '@/ui/amount-row'
import { useState } from 'react'
import { bookerFrom, changesOf } from './draft'
import type { ManageStepProps } from './flow'

/** Summary: every change in words, the price difference, then Save (spec §4, §5: valid booker and guests). */
export function SummaryStep({
  draft,
  overview,
  onSave,
  saveError,
}: ManageStepProps & { onSave: () => void; saveError: string | null }) {
  const [invalid, setInvalid] = useState(false)
  const { summary, booker } = changesOf(draft)
  const r = draft.reservation
  const money = (minor: number) => formatPrice(toMajorUnits(minor), r.Currency)
  const name = (key: string) => {
    const i = draft.rooms.findIndex((x) => x.key === key)
    return t('manage.room', { number: i + 1, roomType: draft.rooms[i]?.roomTypeName ?? '' })
  }
  const lines: string[] = []
  if (booker) lines.push(t('manage.summaryBooker'))
  for (const change of summary.rooms) {
    const room = draft.rooms.find((x) => x.key === change.key)
    if (!room) continue
    if (change.kind === 'added') lines.push(t('manage.summaryAdded', { room: name(change.key) }))
    if (change.kind === 'cancelled') lines.push(t('manage.summaryCancelled', { room: name(change.key) }))
    if (change.kind !== 'changed') continue
    if (change.moved)
      lines.push(
        t('manage.summaryMoved', {
          room: name(change.key),
          dates: `${formatDay(room.dateFrom)} – ${formatDay(room.dateTo)}, ${room.ratePlanName}`,
        }),
      )
    if (change.servicesChanged) lines.push(t('manage.summaryExtras', { room: name(change.key) }))
    if (change.guestsChanged) lines.push(t('manage.summaryGuests', { room: name(change.key) }))
  }
  const b = draft.booker ?? bookerFrom(r)
  const save = () => {
    const ok = canSaveManage(
      b
        ? {
            firstName: b.firstName,
            lastName: b.lastName,
            emailAddress: b.emailAddress,
            telephoneNumber: b.telephoneNumber,
          }
        : null,
      draft.rooms,
    )
    setInvalid(!ok)
    if (ok) onSave()
  }
  const difference = summary.difference

  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <List spacing={4} data-testid="change-list">
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Card>
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
          <Text size="sm" c="dimmed" mt="xs">
            {t('manage.levyNote')} {t('manage.settleNote')}
          </Text>
        </Stack>
      </Card>
      {invalid ? (
        <Alert color="negative" role="alert">
          {t('manage.cannotSave')}
        </Alert>
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
        <Button size="lg" onClick={save}>
          {t('manage.save')}
        </Button>
      </Group>
    </Stack>
  )
}
