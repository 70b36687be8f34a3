import '@/i18n/load-journey'
import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, Navigate, useParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import type { ReservationStatus } from '@/api/contract/reservation'
import { reservationStatusQuery } from '@/api/reservation'
import { wallClock } from '@/domain/same-day'
import { t } from '@/i18n/i18n'
import { useRouteProperty } from '@/api/route-property'

/**
 * Follows a new reservation until it is confirmed, then moves on to the confirmation (decision 0113). While the
 * guest's bank has not answered (Pending) it says so, until when the rooms are held (the hotel's clock), and, when
 * the bank still wants its challenge passed, the way there. A failed payment leads back to checkout with the
 * basket as it was. Opened later (a saved stay, a link), it shows the outcome.
 */
export function StatusPage() {
  const property = useRouteProperty()
  const { confirmationToken = '' } = useParams()
  const status = useQuery({
    ...reservationStatusQuery(property.PropertyId, confirmationToken),
    enabled: confirmationToken !== '',
    refetchInterval: (query) => (query.state.data?.Status === 'Pending' ? 1000 : false),
  })

  if (!confirmationToken) return <Navigate to={`/Book/${property.PropertyCode}`} replace />
  if (status.data?.Status === 'Confirmed') {
    return <Navigate to={`/Book/${property.PropertyCode}/Confirmation/${confirmationToken}`} replace />
  }
  const failed = status.data?.Status === 'Failed' || status.isError
  // Waiting on the guest's bank (a challenge to pass, rooms held): not the moment a booking takes to confirm.
  const atTheBank = Boolean(status.data?.RedirectUrl || status.data?.HoldExpiresAt)

  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>
          {failed ? t('status.notMade') : atTheBank ? t('status.waitingForBank') : t('status.title')}
        </Title>
        {failed ? (
          <>
            <Alert color="negative" role="alert">
              {status.data?.Message ||
                (status.isError ? errorMessage(status.error, t('status.failed')) : t('status.failed'))}
            </Alert>
            <Button component={Link} to={`/Book/${property.PropertyCode}/Checkout/${confirmationToken}`}>
              {t('status.backToCheckout')}
            </Button>
          </>
        ) : status.data && atTheBank ? (
          <WaitingForBank status={status.data} timeZone={property.TimeZone} />
        ) : (
          <>
            <Loader aria-hidden="true" />
            <Text role="status">{t('status.pending')}</Text>
          </>
        )}
      </Stack>
    </Container>
  )
}

/** "14:32": an instant as the hotel's wall clock shows it. */
function hotelTime(instant: string, timeZone: string): string | null {
  const at = new Date(instant)
  if (Number.isNaN(at.getTime())) return null
  const { hour, minute } = wallClock(at, timeZone)
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}

function WaitingForBank({ status, timeZone }: { status: ReservationStatus; timeZone: string }) {
  const heldUntil = status.HoldExpiresAt ? hotelTime(status.HoldExpiresAt, timeZone) : null
  return (
    <>
      <Loader aria-hidden="true" />
      <Text role="status">{t('status.waitingForBankHint')}</Text>
      {heldUntil ? <Text fw={500}>{t('status.heldUntil', { time: heldUntil })}</Text> : null}
      {status.RedirectUrl ? (
        <Button component="a" href={status.RedirectUrl}>
          {t('status.continueWithBank')}
        </Button>
      ) : null}
    </>
  )
}
