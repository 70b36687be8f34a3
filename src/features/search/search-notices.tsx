import { Alert, Button } from '@mantine/core'
import { t } from '@/i18n/i18n'

type NoticesProps = {
  ratePlanCode: string | null
  onAllRates: () => void
  /** the hotel's same-day cut-off has passed for this arrival */
  sameDayBlocked: boolean
  sameDayMessage: string | null | undefined
  roomsRefused: boolean
  searchFailed: string | null
}

/** Why the search cannot go, or did not: the rate plan code a link carried, same day, rooms, a failed search. */
export function SearchNotices(props: NoticesProps) {
  return (
    <>
      {props.ratePlanCode ? (
        <Alert color="info" variant="light" title={t('search.ratePlanCode', { code: props.ratePlanCode })}>
          <Button variant="subtle" size="compact-sm" onClick={props.onAllRates}>
            {t('search.allRates')}
          </Button>
        </Alert>
      ) : null}
      {props.sameDayBlocked ? (
        <Alert color="warning" title={t('errors.warningTitle')} role="alert">
          {props.sameDayMessage || t('search.noSameDay')}
        </Alert>
      ) : null}
      {props.roomsRefused ? (
        <Alert color="negative" role="alert">
          {t('search.maxRoomsReached')}
        </Alert>
      ) : null}
      {props.searchFailed !== null ? (
        <Alert color="negative" role="alert">
          {props.searchFailed}
        </Alert>
      ) : null}
    </>
  )
}
