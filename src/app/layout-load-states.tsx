import { ApiError } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import { LinkButton, MessagePage } from '@/ui/message-page'
import { PageLoader } from '@/ui/page-loader'
import { ThemedShell } from './themed-shell'

// What a layout shows before the property or group behind its code has loaded: the default theme, since the
// code's own theme is not known yet.

export function LayoutLoader() {
  return (
    <ThemedShell>
      <PageLoader />
    </ThemedShell>
  )
}

/**
 * The code's settings did not load: no hotel or group has it, or the network failed. `retry` offers to load the
 * page again after a network failure.
 */
export function LayoutLoadFailure({ error, code, retry }: { error: unknown; code: string; retry: boolean }) {
  const notFound = error instanceof ApiError && error.code === 'not-found'
  return (
    <ThemedShell>
      <main id="main">
        <MessagePage
          title={notFound ? t('errors.notFoundTitle') : t('errors.errorTitle')}
          actions={
            notFound ? (
              <LinkButton href={`/Book/${__DEFAULT_PROPERTY__}`}>{t('errors.goToBooking')}</LinkButton>
            ) : retry ? (
              <LinkButton href={window.location.href}>{t('errors.tryAgain')}</LinkButton>
            ) : undefined
          }
        >
          {notFound ? t('errors.propertyNotFound', { code }) : t('errors.network')}
        </MessagePage>
      </main>
    </ThemedShell>
  )
}
