import { Button, Card, Stack, Text, Title } from '@mantine/core'
import { t } from '@/i18n/i18n'

/**
 * Every room is chosen: the step says the booking is ready. On a phone the summary stands at the top of the
 * page, and a button leads back up to it.
 */
export function ReadyToBook({ desktop }: { desktop: boolean }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('rooms.readyTitle')}
        </Title>
        <Text>{t('rooms.readyText')}</Text>
        {desktop ? null : (
          <Button variant="subtle" w="fit-content" onClick={() => window.scrollTo({ top: 0 })}>
            {t('rooms.backToSummary')}
          </Button>
        )}
      </Stack>
    </Card>
  )
}
