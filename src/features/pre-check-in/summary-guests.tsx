import { Button, Group, Stack, Text } from '@mantine/core'
import { t } from '@/i18n/i18n'
import { asksAddress, type BookerFormValues } from '@/ui/person-fields'
import type { RequiredFields } from '@/domain/validation'
import type { StepProps } from './pre-check-in-step'
import { itemOf, Section, type SectionProps } from './summary-section'

// Who stays on the Summary: the booker, and each room's guests.

export function BookerSection({
  booker,
  bookerNeeds,
  go,
}: {
  booker: BookerFormValues
  bookerNeeds: RequiredFields
  go: StepProps['go']
}) {
  return (
    <Section
      title={t('preCheckIn.booker')}
      action={
        <Button variant="subtle" onClick={() => go({ step: 'Booker', roomIndex: 0, guestIndex: 0 })}>
          {t('preCheckIn.editBooker')}
        </Button>
      }
    >
      <Text>{`${booker.firstName} ${booker.lastName}`}</Text>
      <Text size="sm">{`${booker.emailAddress} · ${booker.telephoneNumber}`}</Text>
      {asksAddress(bookerNeeds) ? (
        <Text size="sm">
          {[
            booker.street,
            booker.city,
            bookerNeeds.stateOrCounty ? booker.stateOrCounty : '',
            booker.postCode,
          ]
            .filter(Boolean)
            .join(', ')}
        </Text>
      ) : null}
    </Section>
  )
}

export function RoomsSection({ draft, go }: SectionProps) {
  return (
    <Section title={t('preCheckIn.rooms')}>
      {draft.rooms.map((room, index) => (
        <Stack key={room.reservationItemId} gap={2}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>
              {t('preCheckIn.roomTitle', {
                number: index + 1,
                roomType: itemOf(draft, room.reservationItemId)?.RoomTypeName ?? '',
              })}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => go({ step: 'Room', roomIndex: index, guestIndex: 0 })}
              aria-label={t('preCheckIn.editRoom', { number: index + 1 })}
            >
              {t('preCheckIn.edit')}
            </Button>
          </Group>
          <Text size="sm" data-testid={`room-${index + 1}-guests`}>
            {room.guests
              .map((g) => `${g.firstName} ${g.lastName}`.trim() || t('preCheckIn.guestUnnamed'))
              .join(', ')}
          </Text>
        </Stack>
      ))}
    </Section>
  )
}
