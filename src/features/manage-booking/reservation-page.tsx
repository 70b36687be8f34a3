import { Alert, Container, Stack, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Navigate, useParams, useSearchParams } from 'react-router'
import { manageConfigQuery, reservationByCodeQuery } from '@/api/manage-booking'
import { t } from '@/i18n/i18n'
import { LinkButton } from '@/ui/message-page'
import { PageLoader } from '@/ui/page-loader'
import { useRouteProperty } from '@/api/route-property'
import { stayFromReservation, stayKey, useSavedStay } from '@/storage/stays'
import { useOnline } from '@/sync/online'
import { useKeepStay } from '@/stay-change/keep-stay'
import { draftToResume, useStoredChange } from '@/stay-change/stored-change'
import {
  draftFrom,
  draftKey,
  isPristine,
  loadDraft,
  ManageDraft,
  reservationKey,
  withFreshFlags,
} from './draft'
import { entryFor, manageActionOf, type ManageAction } from './entry'
import { ManageFlow } from './flow'
import { KeptCopy, keptCopyFor, unreachable } from './kept-copy'
import { loadedFor } from './loaded-reservation'
import { RefusalStep } from './refusal-step'

/**
 * /Manage/{propertyCode}/Reservation/{referenceNumber?}/{code?} (docs/product/after-booking.md#screens). With both parameters the booking is
 * looked up by its link; without them only after a guest-name search in this tab. A failed lookup goes back to
 * Manage with the message.
 */
export function ReservationPage() {
  const property = useRouteProperty()
  const { referenceNumber, code } = useParams()
  const [params, setParams] = useSearchParams()
  // `?action=extras` (the confirmation's "Add extras") is read once: the address then drops it, so a reload
  // or a shared link opens wherever the guest has got to, not the extras again.
  const [action] = useState(() => manageActionOf(params.get('action')))
  const asked = params.has('action')
  useEffect(() => {
    if (asked)
      setParams(
        (now) => {
          now.delete('action')
          return now
        },
        { replace: true },
      )
  }, [asked, setParams])
  const found =
    referenceNumber && code ? { reference: referenceNumber, code } : loadedFor(property.PropertyCode)
  if (!found) return <Navigate to={`/Manage/${property.PropertyCode}`} replace />
  return (
    <LoadedReservation
      key={`${found.reference}|${found.code}`}
      reference={found.reference}
      code={found.code}
      action={action}
    />
  )
}

function LoadedReservation({
  reference,
  code,
  action,
}: {
  reference: string
  code: string
  action: ManageAction | null
}) {
  const property = useRouteProperty()
  const config = useQuery(manageConfigQuery(property.PropertyId))
  const answer = useQuery(reservationByCodeQuery(property.PropertyId, reference, code))
  const key = draftKey(property.PropertyCode, reference)
  const { stored, outbox, live, open, rejected } = useStoredChange({
    draftKey: key,
    reservationKey: reservationKey(property.PropertyCode, reference),
    kind: 'manageUpdate',
    loadDraft,
    schema: ManageDraft,
  })
  // Opened by its link or found by name, the booking is kept in "My stays", refreshed with each new copy.
  const opened = answer.data?.Success ? answer.data.Reservation : null
  useKeepStay(opened ? stayFromReservation(opened, property) : null)
  // With no network, the copy My stays keeps stands in when the device holds nothing else of this booking.
  const online = useOnline()
  const saved = useSavedStay(stayKey(property.PropertyCode, reference))
  const cut = !online || unreachable(answer.error)
  const kept = cut ? keptCopyFor(saved, code) : null
  const keptView = kept ? <KeptCopy stay={kept} unsent={open} /> : null

  // Wait for the server's copy while it is on its way (a paused query, offline, is not waited for).
  if (
    stored.isPending ||
    outbox.loading ||
    (cut && saved === undefined) ||
    (config.isPending && !kept) ||
    (answer.fetchStatus === 'fetching' && !answer.data)
  )
    return <PageLoader />
  const server = answer.data
  if (server && (!server.Success || !server.Reservation)) {
    return (
      <Navigate
        to={`/Manage/${property.PropertyCode}`}
        replace
        state={{ message: server.Message ?? t('manage.notFoundFallback') }}
      />
    )
  }
  const fresh = server?.Reservation ?? null
  const draft = draftToResume(stored.data, { code, open, serverVersion: fresh?.Version ?? null, isPristine })
  if (rejected && live)
    return <RefusalStep change={rejected} draft={live} propertyCode={property.PropertyCode} />
  if (!draft && !fresh) {
    if (keptView) return keptView
    if (answer.isPending) return <PageLoader />
    return <LoadFailed />
  }
  if (!config.data) return keptView ?? <LoadFailed />
  const fromServer = fresh !== null && (!draft || (fresh.IsCancelled && !draft.reservation.IsCancelled))
  const resumed = fromServer ? draftFrom(fresh) : draft && fresh ? withFreshFlags(draft, fresh) : draft
  if (!resumed) return <LoadFailed />
  const entry = action ? entryFor(action, resumed, config.data) : null
  const initial = entry ? { ...resumed, state: entry.state } : resumed
  return (
    <ManageFlow
      // Mounted once per visit: later answers from the server never pull the screen away from the guest.
      key={key}
      initial={initial}
      notice={entry?.unavailable ? t('manage.extrasUnavailable') : null}
      fromDevice={!fromServer}
      config={config.data}
      propertyCode={property.PropertyCode}
    />
  )
}

function LoadFailed() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('errors.errorTitle')}</Title>
        <Alert color="negative" role="alert">
          {t('manage.loadFailed')}
        </Alert>
        <LinkButton href={window.location.href}>{t('errors.tryAgain')}</LinkButton>
      </Stack>
    </Container>
  )
}
