import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { isLeadGuestValid } from '@/domain/validation'

type ChecklistGuest = { guestId: string; firstName: string; lastName: string; haveReviewedGuest: boolean }

/**
 * The guests of one room on a phone (manage booking and pre-check-in, docs/product/after-booking.md#steps): each with its name, whether it
 * still needs checking, and an Edit button that opens its Guest step.
 */
export function GuestChecklist({
  guests,
  texts,
  onEdit,
}: {
  guests: readonly ChecklistGuest[]
  texts: {
    legend: (number: number) => string
    checked: string
    toCheck: string
    unnamed: string
    edit: string
  }
  onEdit: (guestIndex: number) => void
}) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {guests.map((g, i) => {
        const named = isLeadGuestValid(g)
        const done = g.haveReviewedGuest && named
        return (
          <Card key={g.guestId} withBorder padding="sm" component="li">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fw={600}>{texts.legend(i + 1)}</Text>
                <Text size="sm">{named ? `${g.firstName} ${g.lastName}` : texts.unnamed}</Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Badge color={done ? 'positive' : 'warning'} variant="light">
                  {done ? texts.checked : texts.toCheck}
                </Badge>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => onEdit(i)}
                  aria-label={`${texts.edit}: ${texts.legend(i + 1)}`}
                >
                  {texts.edit}
                </Button>
              </Group>
            </Group>
          </Card>
        )
      })}
    </Stack>
  )
}
