import { t } from '@/i18n/i18n'
import { LinkButton, MessagePage } from '@/ui/message-page'

export function UnauthorisedPage() {
  return (
    <MessagePage
      title={t('errors.unauthorisedTitle')}
      actions={<LinkButton href={`/Book/${__DEFAULT_PROPERTY__}`}>{t('errors.goToBooking')}</LinkButton>}
    >
      {t('errors.unauthorised')}
    </MessagePage>
  )
}
