import { Alert, Anchor, Button, Container, Text, Title } from '@mantine/core'
import { Link, useNavigate } from 'react-router'
import { sameStay, searchQueryOf, type SearchForm } from '@/api/contract/search-address'
import { formatDay, t } from '@/i18n/i18n'
import { backToEarlierBasket, useBookingSession, useEarlierBasket } from '@/state/booking-session'

/**
 * The address asked for another stay than the basket's (decision 0118): the basket is kept aside, and this says
 * so with a way back to it. Nothing when there is no kept basket, or it is for the stay shown.
 */
export function EarlierChoice({ shown }: { shown: SearchForm | null }) {
  const earlier = useEarlierBasket()
  const live = useBookingSession()
  const navigate = useNavigate()
  // Offline the address's search never ran, so the basket is still the session: it is the one to go back to.
  const basket = earlier ?? (live.choices.some((c) => c !== null) ? live : null)
  const stay = basket?.search
  if (!stay || (shown && sameStay(stay, shown))) return null
  const goBack = () => {
    const search = earlier ? backToEarlierBasket() : stay
    if (search) void navigate(`/Book/${search.propertyCode}/Rooms-And-Rates?${searchQueryOf(search)}`)
  }
  return (
    <Alert color="blue" variant="light" role="status" my="md">
      <Text size="sm" span>
        {t('rooms.earlierKept', {
          from: formatDay(stay.dateFrom, 'weekday'),
          to: formatDay(stay.dateTo, 'weekday'),
        })}{' '}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={goBack}>
        {t('rooms.earlierBack')}
      </Button>
    </Alert>
  )
}

/**
 * Offline, and the address asks for a stay whose answer is not on the device: say so plainly, with the kept
 * basket (if any) and the search page, rather than showing another stay's answer.
 */
export function NotAvailableOffline({ wanted }: { wanted: SearchForm }) {
  return (
    <Container size="lg" pt="lg">
      <Title order={1}>{t('rooms.title')}</Title>
      <Alert color="orange" variant="light" role="alert" mt="md" title={t('rooms.offlineTitle')}>
        {t('rooms.offlineStay', {
          from: formatDay(wanted.dateFrom, 'weekday'),
          to: formatDay(wanted.dateTo, 'weekday'),
        })}
      </Alert>
      <EarlierChoice shown={wanted} />
      <Anchor component={Link} to={`/Book/${wanted.propertyCode}?${searchQueryOf(wanted)}`}>
        {t('rooms.editSearch')}
      </Anchor>
    </Container>
  )
}
