import { Container, Title } from '@mantine/core'
import { Navigate } from 'react-router'
import { searchQueryOf, type SearchForm } from '@/api/contract/search-address'
import { t } from '@/i18n/i18n'
import { PageLoader } from '@/ui/page-loader'
import { NotAvailableOffline } from './earlier-choice'

/**
 * No search with its answer to show yet: while the search in the address runs again, the page's heading and a
 * loader; offline, a plain "not available offline" (decision 0118); when there is none, or it failed, back to
 * the search page (with the address's search, if any).
 */
export function SearchPending({
  propertyCode,
  address,
}: {
  propertyCode: string
  /** the search in the page's address (if it holds one), whether it failed, and for want of a connection */
  address: { wanted: SearchForm | null; restoreFailed: boolean; offline: boolean }
}) {
  const { wanted, restoreFailed: failed, offline } = address
  if (wanted && failed && offline) return <NotAvailableOffline wanted={wanted} />
  if (wanted && !failed) {
    // The heading stays where the boot shell drew it while the search runs again.
    return (
      <Container size="lg" pt="lg">
        <Title order={1}>{t('rooms.title')}</Title>
        <PageLoader />
      </Container>
    )
  }
  return <Navigate to={`/Book/${propertyCode}${wanted ? `?${searchQueryOf(wanted)}` : ''}`} replace />
}
