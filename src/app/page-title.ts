import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { pageOfAddress } from '@/api/contract/app-addresses'
import { t } from '@/i18n/i18n'

/**
 * Each page's own title (WCAG 2.4.2), "Checkout – Harbour House Hotel", from the page its address names
 * (decision 0118). `missing`: the code names no hotel or group, so the page is the not-found one.
 */
export function usePageTitle(hotel: string | null, missing = false): void {
  const { pathname } = useLocation()
  const page = missing ? null : pageOfAddress(pathname)
  const name = t(page ? `titles.${page}` : 'titles.notFound')
  const title = hotel ? t('titles.page', { page: name, hotel }) : name
  useEffect(() => {
    document.title = title
  }, [title])
}
