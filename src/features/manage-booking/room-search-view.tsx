import { Alert, Button, Group, Loader, Text } from '@mantine/core'
import { errorMessage } from '@/api/api-error'
import { t } from '@/i18n/i18n'

// What both selection steps (room type, rate plan) show around their offers.

type RoomSearchStatusProps = {
  pending: boolean
  search: { isError: boolean; error: unknown }
  /** The answer came and has nothing to offer. */
  noneFound: boolean
}

/** The search as it stands, announced politely: searching, its error, or that nothing was found. */
export function RoomSearchStatus({ pending, search, noneFound }: RoomSearchStatusProps) {
  return (
    <div aria-live="polite">
      {pending ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">{t('manage.searching')}</Text>
        </Group>
      ) : search.isError ? (
        <Alert color="negative" role="alert">
          {errorMessage(search.error, t('errors.error'))}
        </Alert>
      ) : noneFound ? (
        <Alert color="warning">{t('manage.noRoomsFound')}</Alert>
      ) : null}
    </div>
  )
}

export function StepBack({ onBack }: { onBack: () => void }) {
  return (
    <Group>
      <Button variant="default" onClick={onBack}>
        {t('manage.back')}
      </Button>
    </Group>
  )
}
