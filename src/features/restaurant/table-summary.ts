import { formatDay, t } from '@/i18n/i18n'

/** One line for a chosen or booked table: "The Galley, Friday 1 May at 19:00, 2 guests." */
export function tableSummary(table: { restaurant: string; date: string; time: string; partySize: number }) {
  return t('restaurant.summary', {
    restaurant: table.restaurant,
    day: formatDay(table.date, 'long'),
    time: table.time,
    guests: t('restaurant.guests', { count: table.partySize }),
  })
}
