import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router'
import { ApiError } from '@/api/api-error'
import { hotelHomeOf } from '@/features/errors/hotel-home'
import { t } from '@/i18n/i18n'
import { LinkButton, MessagePage } from '@/ui/message-page'
import { ThemedShell } from './themed-shell'

/** Per-status handling of a route's failure: not found, unauthorised, or a general error with a way on. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const { pathname } = useLocation()
  const status = isRouteErrorResponse(error) ? error.status : error instanceof ApiError ? error.status : 500
  // Inside a hotel, back to that hotel's booking, not the default hotel's.
  const home = hotelHomeOf(pathname)
  let title: string = t('errors.errorTitle')
  let text: string = t('errors.error')
  if (status === 404) {
    title = t('errors.notFoundTitle')
    text = t('errors.notFound')
  } else if (status === 401 || status === 403) {
    title = t('errors.unauthorisedTitle')
    text = t('errors.unauthorised')
  } else if (error instanceof ApiError && error.code === 'network') {
    text = t('errors.network')
  }
  return (
    <ThemedShell>
      <main id="main">
        <MessagePage title={title} actions={<LinkButton href={home}>{t('errors.goToBooking')}</LinkButton>}>
          {text}
        </MessagePage>
      </main>
    </ThemedShell>
  )
}
