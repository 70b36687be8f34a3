import { earliestDeparture } from '@/domain/calendar'
import { MAX_NIGHTS } from '@/domain/stay-rules'
import { formatDay, t } from '@/i18n/i18n'

/**
 * What the dates field says: dates missing, or (docs/product/search.md#limits) a stay shorter than its arrival's minimum — with the
 * nights and the earliest departure where the hotel shows minimum stays, else only that it is too short — or a
 * stay longer than one booking holds (src/domain/stay-rules.ts).
 */
export function datesMessage(input: {
  missing: boolean
  dateFrom: string | null
  shortfall: number | null
  tooLong: boolean
  showMinStay: boolean
}): string | undefined {
  const { dateFrom, shortfall } = input
  if (input.missing) return t('search.datesRequired')
  if (input.tooLong) return t('search.tooLongError', { nights: t('units.nights', { count: MAX_NIGHTS }) })
  if (shortfall === null || !dateFrom) return undefined
  return input.showMinStay
    ? t('search.minStayError', {
        nights: t('units.nights', { count: shortfall }),
        day: formatDay(dateFrom, 'weekday'),
        departure: formatDay(earliestDeparture(dateFrom, shortfall), 'weekday'),
      })
    : t('search.tooShortError', { day: formatDay(dateFrom, 'weekday') })
}
