import { Component, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { ApiError } from '@/api/api-error'
import { hotelHomeOf } from '@/features/errors/hotel-home'
import { t } from '@/i18n/i18n'
import { LinkButton, MessagePage } from '@/ui/message-page'
import { ThemedShell } from './themed-shell'

/**
 * A page that fails (its code did not load, or it threw while rendering) shows per-status handling instead:
 * not found, unauthorised, or a general error with a way on. Going to another address tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <ErrorCatcher pathname={pathname} fallback={(error) => <RouteError error={error} pathname={pathname} />}>
      {children}
    </ErrorCatcher>
  )
}

type CatcherProps = {
  pathname: string
  fallback: (error: unknown) => ReactNode
  children: ReactNode
}

type CatcherState = { failed: false } | { failed: true; error: unknown }

// React catches render errors only in a class component.
class ErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { failed: false }

  static getDerivedStateFromError(error: unknown): CatcherState {
    return { failed: true, error }
  }

  override componentDidUpdate(previous: CatcherProps) {
    // A failure belongs to its address: a navigation elsewhere renders the routes again.
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children
  }
}

function RouteError({ error, pathname }: { error: unknown; pathname: string }) {
  const status = error instanceof ApiError ? error.status : 500
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
