import { Alert, Container, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { ApiError } from '@/api/api-error'
import type { PreCheckInResponse } from '@/api/contract/pre-check-in'
import { preCheckInConfigQuery, preCheckInQuery } from '@/api/pre-check-in'
import { t } from '@/i18n/i18n'
import { HotelContactLine } from '@/ui/hotel-contact-line'
import { LinkButton } from '@/ui/message-page'
import { PageLoader } from '@/ui/page-loader'
import { useRouteProperty } from '@/api/route-property'
import { stayFromReservation } from '@/storage/stays'
import { useKeepStay } from '@/stay-change/keep-stay'
import { draftToResume, useStoredChange } from '@/stay-change/stored-change'
import { draftFrom, draftKey, isPristine, loadDraft, PreCheckInDraft, reservationKey } from './draft'
import { PreCheckInFlow } from './flow'
import { LinkBadge } from './link-badge'
import { RefusalStep } from './refusal-step'

/**
 * /PreCheckIn/{propertyCode}/{referenceNumber}/{code} (docs/product/after-booking.md#screens, docs/product/after-booking.md#steps). Opened once online, the check-in carries on
 * from its draft with no network; a change refused by the server (a conflict) is settled here before anything
 * else, since the guest has to choose.
 */
export function PreCheckInPage() {
  const property = useRouteProperty()
  const { referenceNumber = '', code = '' } = useParams()
  const config = useQuery(preCheckInConfigQuery(property.PropertyId))
  const answer = useQuery(preCheckInQuery(property.PropertyId, referenceNumber, code))
  const key = draftKey(property.PropertyCode, referenceNumber)
  const { stored, outbox, live, open, rejected } = useStoredChange({
    draftKey: key,
    reservationKey: reservationKey(property.PropertyCode, referenceNumber),
    kind: 'preCheckInSave',
    loadDraft,
    schema: PreCheckInDraft,
  })
  // The booking opened here is kept in "My stays", refreshed with each new copy from the server.
  useKeepStay(answer.data?.Reservation ? stayFromReservation(answer.data.Reservation, property) : null)

  const server = answer.data
  const draft = draftToResume(stored.data, {
    code,
    open,
    serverVersion: server?.Reservation?.Version ?? null,
    isPristine,
  })

  // The hotel has switched online check-in off (the server refuses its calls too, decision 0102).
  if (config.data?.Enabled === false) return <NotAvailableScreen />
  // Wait for the server's copy while it is on its way (a paused query, offline, is not waited for).
  if (stored.isPending || outbox.loading || (answer.fetchStatus === 'fetching' && !answer.data))
    return <PageLoader />
  if (rejected && live) {
    return <RefusalStep change={rejected} draft={live} propertyCode={property.PropertyCode} />
  }
  if (server && server.status === 404) return <LinkBadgeScreen answer={server} invalid />
  if (server && !server.Reservation) return <LinkBadgeScreen answer={server} />
  if (!draft && !server) {
    if (answer.isPending || config.isPending) return <PageLoader />
    return <ErrorScreen offline={answer.error instanceof ApiError && answer.error.code === 'network'} />
  }
  if (!config.data) {
    if (config.isPending) return <PageLoader />
    return <ErrorScreen offline />
  }
  const reservation = server?.Reservation
  const initial = draft ?? (reservation ? draftFrom(reservation) : null)
  if (!initial) return <ErrorScreen offline={false} />
  return (
    <PreCheckInFlow
      // Mounted once per visit: later answers from the server never pull the screen away from the guest.
      key={key}
      initial={initial}
      fromDevice={initial === draft}
      config={config.data}
      badge={server?.Message ? server : null}
      propertyCode={property.PropertyCode}
    />
  )
}

function LinkBadgeScreen({ answer, invalid = false }: { answer: PreCheckInResponse; invalid?: boolean }) {
  const property = useRouteProperty()
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{invalid ? t('errors.errorTitle') : t('preCheckIn.title')}</Title>
        <LinkBadge answer={answer} />
        {invalid ? <Text>{t('preCheckIn.invalidLink')}</Text> : null}
        <HotelContactLine lead={t('contact.reachUs')} />
        <LinkButton href={`/Book/${property.PropertyCode}`}>{t('menu.newBooking')}</LinkButton>
      </Stack>
    </Container>
  )
}

/** docs/product/after-booking.md#errors: other errors show an error header and the invalid-link message. */
function NotAvailableScreen() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('preCheckIn.notAvailableTitle')}</Title>
        <Text>{t('preCheckIn.notAvailable')}</Text>
        <HotelContactLine lead={t('contact.reachUs')} />
      </Stack>
    </Container>
  )
}

function ErrorScreen({ offline }: { offline: boolean }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('errors.errorTitle')}</Title>
        <Alert color="negative" role="alert">
          {offline ? t('preCheckIn.needsConnectionFirst') : t('preCheckIn.invalidLink')}
        </Alert>
        <HotelContactLine lead={t('contact.reachUs')} />
        <LinkButton href={window.location.href}>{t('errors.tryAgain')}</LinkButton>
      </Stack>
    </Container>
  )
}
