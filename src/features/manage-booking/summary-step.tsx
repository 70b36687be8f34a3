import { Alert, Anchor, Button, Card, Divider, Group, List, Stack, Text } from '@mantine/core'
import { toMajorUnits } from '@/domain/money'
import { formatDay, formatPrice, t } from '@/i18n/i18n'
import { AmountRow } from '@/ui/amount-row'
import { useState } from 'react'
import { configuredRules } from '@/ui/person-fields'
import { changesOf, saveProblems, type SaveProblem } from './draft'
import { at, type ManageStepProps } from './manage-step'

/** Summary: every change in words, the price difference, then Save (spec §4, §5: valid booker and guests). */
export function SummaryStep({
  draft,
  config,
  go,
  overview,
  onSave,
  saveError,
}: ManageStepProps & { onSave: () => void; saveError: string | null }) {
  const [problems, setProblems] = useState<SaveProblem[]>([])
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
  const save = () => {
    const found = saveProblems(draft, configuredRules(config.RequiredFields))
    setProblems(found)
    if (found.length === 0) onSave()
  }
  const goTo = (p: SaveProblem) =>
    p.kind === 'booker' ? go(at('Booker')) : go(at('Guest', p.roomIndex, p.guestIndex))
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
      {problems.length > 0 ? (
        <Alert color="negative" role="alert" title={t('manage.cannotSave')}>
          <List>
            {problems.map((p) => (
              <List.Item key={p.kind === 'booker' ? 'booker' : `${p.roomIndex}-${p.guestIndex}`}>
                <Anchor component="button" type="button" onClick={() => goTo(p)}>
                  {p.kind === 'booker'
                    ? t('manage.problemBooker')
                    : t('manage.problemGuest', { guest: p.guestIndex + 1, room: p.roomIndex + 1 })}
                </Anchor>
              </List.Item>
            ))}
          </List>
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
