import { useLocation } from 'react-router'
import { t } from '@/i18n/i18n'
import { LinkButton, MessagePage } from '@/ui/message-page'
import { hotelHomeOf } from './hotel-home'

/** An address nothing answers: back to the booking of the hotel the address names, if it names one. */
export function NotFoundPage() {
  const { pathname } = useLocation()
  return (
    <MessagePage
      title={t('errors.notFoundTitle')}
      actions={<LinkButton href={hotelHomeOf(pathname)}>{t('errors.goToBooking')}</LinkButton>}
    >
      {t('errors.notFound')}
    </MessagePage>
  )
}
