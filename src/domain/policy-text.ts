/**
 * The words of a rate plan's cancellation and payment terms, generated from its rules with absolute dates and
 * times in the hotel's time zone. The app (rate cards, checkout, confirmation, manage), the mails and the
 * availability answers all show these words, so a guest reads the same promise everywhere.
 *
 * English only for now: every word lives in this file, and money and dates come through formatters the caller
 * may pass, so a translation can replace the sentences without touching the rules.
 */
import type { IsoDate } from './dates'
import { formatMoney as formatMoneyIn, type Money } from './money'
import type { WallClock } from './same-day'
import {
  freeCancellationEnds,
  penaltyAmount,
  CHECK_IN_HOUR,
  type CancellationRules,
  type Penalty,
  type StayPrice,
} from './cancellation-rules'
import { paymentSchedule, type Instalment, type SchedulePolicy } from './payment-schedule'

export type FormatMoney = (amount: Money) => string
export type FormatDate = (date: IsoDate) => string

export const formatPounds: FormatMoney = (amount) => formatMoneyIn(amount, 'GBP', 'en-GB')

// Made on first use: making a formatter costs far more than using one, and most pages never say a date.
let dayWords: { weekday: Intl.DateTimeFormat; date: Intl.DateTimeFormat } | null = null

/** 'Monday 8 March 2027' (a calendar day: formatted at UTC noon, so no host zone can move it). */
export const formatLongDate: FormatDate = (date) => {
  dayWords ??= {
    weekday: new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }),
    date: new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  }
  const instant = new Date(`${date}T12:00:00Z`)
  return `${dayWords.weekday.format(instant)} ${dayWords.date.format(instant)}`
}

const hhmm = (clock: WallClock) =>
  `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`

function samePenalty(a: Penalty, b: Penalty): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

function isWholeStay(penalty: Penalty, stay: StayPrice | undefined): boolean {
  if (penalty.kind === 'Full') return true
  if (penalty.kind === 'Percentage') return penalty.percentage >= 100
  if (!stay) return false
  if (penalty.kind === 'Nights') return penalty.nights >= stay.nightly.length
  return penalty.kind === 'Amount' && penalty.amount >= stay.price
}

/** 'the first night (£101.85)', '50% of the price (£152.78)', 'the full price (£305.55)'. */
function penaltyWords(penalty: Penalty, stay: StayPrice | undefined, money: FormatMoney): string {
  const amount = stay ? ` (${money(penaltyAmount(penalty, stay))})` : ''
  if (isWholeStay(penalty, stay)) return `the full price${amount}`
  switch (penalty.kind) {
    case 'Nights':
      return penalty.nights === 1 ? `the first night${amount}` : `the first ${penalty.nights} nights${amount}`
    case 'Percentage':
      return `${penalty.percentage}% of the price${amount}`
    case 'Amount':
      return money(penalty.amount)
    default:
      return 'nothing'
  }
}

function freeUntilWords(rules: CancellationRules, arrival: IsoDate | null, date: FormatDate): string {
  const ends = arrival ? freeCancellationEnds(rules, arrival) : null
  if (ends) return `Free cancellation until ${hhmm(ends)} on ${date(ends.date)}.`
  const hours = rules.freeUntilHoursBeforeArrival ?? 0
  return `Free cancellation until ${hours} hours before arrival (check-in is at ${CHECK_IN_HOUR}:00).`
}

/**
 * "Free cancellation until 14:00 on Monday 8 March 2027. After that, the first night (£101.85) is charged."
 * With `arrival` null (no stay searched yet) the deadline is said relative to arrival; without `stay` the
 * penalties are said without amounts.
 */
export function cancellationText(
  rules: CancellationRules,
  arrival: IsoDate | null,
  stay?: StayPrice,
  formatMoney: FormatMoney = formatPounds,
  formatDate: FormatDate = formatLongDate,
): string {
  const price = (p: Penalty) => penaltyWords(p, stay, formatMoney)
  if (!rules.refundable) {
    const amount = stay ? ` (${formatMoney(Math.max(0, stay.price))})` : ''
    return `Non-refundable: the full price${amount} is charged and not refunded if you cancel or do not arrive.`
  }
  const sentences: string[] = []
  const late = rules.lateCancellation
  if (rules.freeUntilHoursBeforeArrival !== null) {
    sentences.push(freeUntilWords(rules, arrival, formatDate))
    if (late.kind !== 'None') sentences.push(`After that, ${price(late)} is charged.`)
  } else if (late.kind === 'None') {
    sentences.push('Free cancellation until check-in.')
  } else {
    const what = price(late)
    sentences.push(`If you cancel, ${what} is charged.`)
  }
  if (!samePenalty(rules.noShow, late)) {
    sentences.push(
      rules.noShow.kind === 'None'
        ? 'Nothing is charged if you do not arrive.'
        : `If you do not arrive, ${price(rules.noShow)} is charged.`,
    )
  }
  return sentences.join(' ')
}

export type PaymentTextOptions = {
  /** Said after booking (confirmation, manage, mails): instalments at booking were taken "at booking". */
  booked?: boolean
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

/**
 * "£61.11 today, £244.44 on Monday 1 March 2027." · "Nothing to pay today. £305.55 is charged on Monday 1 March
 * 2027." · "£305.55 is paid at the hotel." Instalments in the schedule's order.
 */
export function paymentText(
  schedule: readonly Instalment[],
  formatMoney: FormatMoney = formatPounds,
  formatDate: FormatDate = formatLongDate,
  options: PaymentTextOptions = {},
): string {
  const now = options.booked ? 'at booking' : 'today'
  const when = (i: Instalment) =>
    i.due === 'AtBooking' ? now : i.due === 'AtHotel' ? 'at the hotel' : `on ${formatDate(i.due)}`
  if (schedule.length === 0) return 'Nothing to pay.'
  const upFront = schedule[0]?.due === 'AtBooking'
  const prefix = upFront || options.booked ? '' : 'Nothing to pay today. '
  if (schedule.length === 1) {
    const only = schedule[0] as Instalment
    const verb = only.due === 'AtHotel' ? 'is paid' : 'is charged'
    return `${prefix}${capitalise(formatMoney(only.amount))} ${verb} ${when(only)}.`
  }
  const parts = schedule.map((i) => `${formatMoney(i.amount)} ${when(i)}`)
  return `${prefix}${capitalise(parts.join(', '))}.`
}

/** Shares of a price said in words: the schedule of a whole of 100 % (10 000 hundredths). */
const WHOLE = 10_000
const shareWords: FormatMoney = (share) =>
  share >= WHOLE ? 'the whole stay' : `${Number((share / 100).toFixed(2))}% of the stay`

/**
 * The payment terms before the price is known (a rate card for any number of guests): "Nothing to pay today.
 * The whole stay is charged on Monday 1 March 2027." · "20% of the stay today, 80% of the stay at the hotel."
 */
export function paymentTermsText(
  policy: SchedulePolicy,
  arrival: IsoDate,
  today: IsoDate,
  formatDate: FormatDate = formatLongDate,
): string {
  return paymentText(paymentSchedule(policy, WHOLE, arrival, today), shareWords, formatDate)
}
