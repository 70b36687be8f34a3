import { Container, Title } from '@mantine/core'
import { Navigate } from 'react-router'
import { searchQueryOf, type SearchForm } from '@/api/contract/search-address'
import { t } from '@/i18n/i18n'
import { PageLoader } from '@/ui/page-loader'

/**
 * No search with its answer to show yet: while the search in the address runs again, the page's heading and a
 * loader; when there is none, or it failed, back to the search page (with the address's search, if any).
 */
export function SearchPending({
  propertyCode,
  wanted,
  failed,
}: {
  propertyCode: string
  /** the search in the page's address, if it holds one */
  wanted: SearchForm | null
  failed: boolean
}) {
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
