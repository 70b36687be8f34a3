import { ActionIcon, Group, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { t } from '@/i18n/i18n'

/** Whom a room's counter counts: named on its buttons by the catalogue, in the guest's language. */
export type GuestKind = 'adult' | 'child' | 'infant'

type Props = {
  label: string
  hint?: string | null | undefined
  value: number
  min: number
  max: number
  onChange: (value: number) => void
} & (
  | {
      /** Read by screen readers on the buttons: "Add one adult to room 1", every word from the catalogue. */
      guest: GuestKind
      room: number
    }
  | {
      /** The buttons' names when the counter is not about a room's occupants (an extra's quantity). */
      addLabel: string
      removeLabel: string
      /** What it counts, for its test id. */
      counted: string
    }
)

/** A labelled stepper: adults, children or infants in one room, or how many of an extra. */
export function OccupantCounter(props: Props) {
  const { label, hint, value, min, max, onChange } = props
  const names =
    'guest' in props
      ? {
          add: t('search.add', { guest: props.guest, room: props.room }),
          remove: t('search.remove', { guest: props.guest, room: props.room }),
          testId: `occupant-${props.guest}-${props.room}`,
        }
      : { add: props.addLabel, remove: props.removeLabel, testId: `occupant-${props.counted}-0` }
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
          aria-label={names.remove}
        >
          <span aria-hidden="true">−</span>
        </ActionIcon>
        <Text w={24} ta="center" fw={600} aria-live="polite" data-testid={names.testId}>
          {value}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          onClick={() => onChange(value + 1)}
          disabled={value >= max}
          aria-label={names.add}
        >
          <span aria-hidden="true">+</span>
        </ActionIcon>
      </Group>
    </Group>
  )
}
