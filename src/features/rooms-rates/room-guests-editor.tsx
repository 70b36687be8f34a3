import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { PropertySettings } from '@/api/contract/property'
import { occupantLimits } from '@/domain/occupancy-change'
import { isSameOccupancy, type Occupancy } from '@/domain/occupancy'
import { t } from '@/i18n/i18n'
import { OccupantCounter } from '@/ui/occupant-counter'

export type GuestsPreview = { tone: 'problem' | 'release' | 'info'; text: string } | null

type Props = {
  id: string
  property: PropertySettings
  roomNumber: number
  occupancy: Occupancy
  /** what the counted party would do to the room: a reason it cannot, a release, or its new price */
  preview: (draft: Occupancy) => GuestsPreview
  /** applies the party; returns why it could not, or null */
  onApply: (draft: Occupancy) => string | null
  onClose: () => void
}

/**
 * A room's adults, children and infants, changed on rooms and rates (docs/product/search.md#steps) with the search form's occupant
 * counters and limits. The counts are a draft until "Update guests": on the way from 2 adults to 1 adult and a
 * child the room must not be released for the 2 adults and a child it passes through. While counting, the
 * guest reads what the new party would cost or whether the room's choice would have to go.
 */
export function RoomGuestsEditor({ id, property, roomNumber, occupancy, preview, onApply, onClose }: Props) {
  const [draft, setDraft] = useState<Occupancy>(occupancy)
  const [error, setError] = useState<string | null>(null)
  const set = (patch: Partial<Occupancy>) => {
    setError(null)
    setDraft((d) => ({ ...d, ...patch }))
  }
  const said = isSameOccupancy(draft, occupancy) ? null : preview(draft)

  return (
    <Card
      id={id}
      withBorder
      padding="md"
      radius="md"
      component="section"
      aria-label={t('rooms.guestsFor', { number: roomNumber })}
    >
      <Stack gap="sm">
        <PartyCounters property={property} roomNumber={roomNumber} draft={draft} set={set} />
        <Text
          size="sm"
          aria-live="polite"
          data-testid="guests-preview"
          c={said?.tone === 'problem' ? 'negative.8' : said?.tone === 'release' ? 'warning.9' : undefined}
        >
          {said?.text ?? ''}
        </Text>
        {error ? (
          <Alert color="negative" role="alert" p="xs">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('rooms.cancelGuests')}
          </Button>
          <Button
            onClick={() => {
              const problem = onApply(draft)
              if (problem) setError(problem)
            }}
          >
            {t('rooms.updateGuests')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

/** The adults, children and infants counters, each within the property's limits for this party. */
function PartyCounters({
  property,
  roomNumber,
  draft,
  set,
}: {
  property: PropertySettings
  roomNumber: number
  draft: Occupancy
  set: (patch: Partial<Occupancy>) => void
}) {
  const limits = occupantLimits(draft, property)
  return (
    <>
      <OccupantCounter
        label={property.AdultOccupancyLabel || t('search.adults')}
        hint={property.AdultOccupancyHint}
        value={draft.adults}
        min={limits.adults.min}
        max={limits.adults.max}
        onChange={(adults) => set({ adults })}
        guest="adult"
        room={roomNumber}
      />
      {limits.children ? (
        <OccupantCounter
          label={property.ChildOccupancyLabel || t('search.children')}
          hint={property.ChildOccupancyHint ?? t('search.childrenHint')}
          value={draft.children}
          min={limits.children.min}
          max={limits.children.max}
          onChange={(children) => set({ children })}
          guest="child"
          room={roomNumber}
        />
      ) : null}
      {limits.infants ? (
        <OccupantCounter
          label={property.InfantOccupancyLabel || t('search.infants')}
          hint={property.InfantOccupancyHint ?? t('search.infantsHint')}
          value={draft.infants}
          min={limits.infants.min}
          max={limits.infants.max}
          onChange={(infants) => set({ infants })}
          guest="infant"
          room={roomNumber}
        />
      ) : null}
    </>
  )
}
