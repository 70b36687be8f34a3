import { ActionIcon, Group, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { t } from '@/i18n/i18n'

type Props = {
  label: string
  hint?: string | null | undefined
  value: number
  min: number
  max: number
  onChange: (value: number) => void
  /** Read by screen readers on the buttons: "Add one adult to room 1". */
  what: string
  room: number
  /** Overrides the buttons' names when the counter is not about a room's occupants. */
  addLabel?: string
  removeLabel?: string
}

/** A labelled stepper: adults, children or infants in one room, or how many of an extra. */
export function OccupantCounter({
  label,
  hint,
  value,
  min,
  max,
  onChange,
  what,
  room,
  addLabel,
  removeLabel,
}: Props) {
  const id = useId()
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0}>
        <Text id={id} fw={500}>
          {label}
        </Text>
        {hint ? (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
      <Group gap="xs" wrap="nowrap" role="group" aria-labelledby={id}>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          onClick={() => onChange(value - 1)}
          disabled={value <= min}
          aria-label={removeLabel ?? t('search.remove', { what, room })}
        >
          <span aria-hidden="true">−</span>
        </ActionIcon>
        <Text w={24} ta="center" fw={600} aria-live="polite" data-testid={`occupant-${what}-${room}`}>
          {value}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          onClick={() => onChange(value + 1)}
          disabled={value >= max}
          aria-label={addLabel ?? t('search.add', { what, room })}
        >
          <span aria-hidden="true">+</span>
        </ActionIcon>
      </Group>
    </Group>
  )
}
