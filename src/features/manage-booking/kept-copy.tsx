import { Alert, Container, Stack, Title } from '@mantine/core'
import { ApiError } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import type { SavedStay } from '@/storage/stays'
import { SavedStayCard } from '@/ui/saved-stay-card'

/**
 * The booking's copy in My stays, when this very link kept it (the link's code is the key to the booking): a
 * stay kept from the confirmation, or one opened too briefly for the manage flow to keep its own copy.
 */
export function keptCopyFor(stay: SavedStay | null | undefined, code: string): SavedStay | null {
  return stay?.links.manage?.split('/').pop() === code ? stay : null
}

/** Whether an answer's failure is the network's: the kept copy then stands in, as it does offline. */
export function unreachable(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'network'
}

/**
 * Offline, with no copy of the manage flow on the device and no answer from the hotel: the booking as My stays
 * keeps it, read-only, instead of "We could not load your booking" (decision 0145).
 */
export function KeptCopy({ stay, unsent }: { stay: SavedStay; unsent: boolean }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('manage.title')}</Title>
        <Alert color="blue" role="status">
          {t('manage.keptCopy')}
        </Alert>
        <SavedStayCard stay={stay} unsent={unsent} ownPage />
      </Stack>
    </Container>
  )
}
