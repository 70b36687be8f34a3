import { Group, Text } from '@mantine/core'

/** One line of a price summary: a label on the left, an amount on the right. */
export function AmountRow({
  label,
  value,
  strong,
  testId,
}: {
  label: string
  value: string
  strong?: boolean
  testId?: string
}) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400} data-testid={testId}>
        {value}
      </Text>
    </Group>
  )
}
