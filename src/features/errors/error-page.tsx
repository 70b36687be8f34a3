import { t } from '@/i18n/i18n'
import { LinkButton, MessagePage } from '@/ui/message-page'

export function ErrorPage() {
  return (
    <MessagePage
      title={t('errors.errorTitle')}
      actions={<LinkButton href={`/Book/${__DEFAULT_PROPERTY__}`}>{t('errors.goToBooking')}</LinkButton>}
    >
      {t('errors.error')}
    </MessagePage>
  )
}
