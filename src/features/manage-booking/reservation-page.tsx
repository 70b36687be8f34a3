import { t } from '@/i18n/i18n'
import { HotelContactLine } from '@/ui/hotel-contact-line'
import { LinkButton, MessagePage } from '@/ui/message-page'
import { useRouteProperty } from '@/ui/route-property'

/**
 * manage.title: the screen of spec §2 for this route. Until its own issue completes it online, it
 * tells the guest what it is for and how to reach the hotel meanwhile.
 */
export function ReservationPage() {
  const property = useRouteProperty()
  return (
    <MessagePage
      title={t('manage.title')}
      actions={<LinkButton href={`/Book/${property.PropertyCode}`}>{t('menu.newBooking')}</LinkButton>}
    >
      {t('manage.linkIntro')}
      <HotelContactLine lead={t('contact.reachUs')} />
    </MessagePage>
  )
}
