import { Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import type { ManageBookingConfig } from '@/api/contract/manage-booking'
import { t } from '@/i18n/i18n'
import { type ManageDraft } from './draft'
import { at, type ManageStepProps } from './manage-step'

export function BookerCard({
  draft,
  config,
  go,
}: {
  draft: ManageDraft
  config: ManageBookingConfig
  go: ManageStepProps['go']
}) {
  const r = draft.reservation
  if (!r.Booker) return null
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="booker-heading">
      <Group justify="space-between" wrap="wrap" mb="xs">
        <Title order={2} size="h4" id="booker-heading">
          {t('manage.booker')}
        </Title>
        {config.AllowEditGuestDetails && r.CanBeEdited ? (
          <Button variant="subtle" onClick={() => go(at('Booker'))}>
            {t('manage.editBooker')}
          </Button>
        ) : null}
      </Group>
      <BookerSummary draft={draft} />
    </Card>
  )
}

function BookerSummary({ draft }: { draft: ManageDraft }) {
  const b = draft.booker
  const r = draft.reservation.Booker
  if (!r) return null
  const name = b ? `${b.firstName} ${b.lastName}` : `${r.FirstName} ${r.LastName}`
  const contact = b ? `${b.emailAddress} · ${b.telephoneNumber}` : `${r.Email} · ${r.Phone}`
  return (
    <Stack gap={2}>
      <Text>{name}</Text>
      <Text size="sm">{contact}</Text>
    </Stack>
  )
}
