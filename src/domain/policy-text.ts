/**
 * The words of a rate plan's cancellation and payment terms, generated from its rules with absolute dates and
 * times in the hotel's time zone (decisions 0114, 0129). The app (rate cards, checkout, confirmation, manage),
 * the mails and the availability answers all show these words, so a guest reads the same promise everywhere.
 *
 * The rules choose the sentences here; the sentences themselves are ICU messages in the guest's language
 * (src/i18n/<locale>/policy.ts, keys `policy.*`), said through `PolicyWords.say`, and days, times and money
 * through Intl in `PolicyWords.locale`. So a language changes the words only, never what they promise.
 */
import type { IsoDate } from './dates'
import type { Money } from './money'
import type { WallClock } from './same-day'
import {
  freeCancellationEnds,
  penaltyAmount,
  type CancellationRules,
  type Penalty,
  type StayPrice,
} from './cancellation-rules'
import { paymentSchedule, type Instalment, type SchedulePolicy } from './payment-schedule'
import { DEFAULT_CHECK_IN, type ClockTime } from './hotel-times'

export type FormatMoney = (amount: Money) => string

/** The ICU messages the policy words are made of (each language's src/i18n/<locale>/policy.ts). */
export type PolicyKey =
  | 'policy.penalty'
  | 'policy.penaltyAmount'
  | 'policy.nonRefundable'
  | 'policy.freeUntil'
  | 'policy.freeUntilHours'
  | 'policy.freeUntilCheckIn'
  | 'policy.afterThat'
  | 'policy.ifCancel'
  | 'policy.noShow'
  | 'policy.noShowFree'
  | 'policy.nothingToPay'
  | 'policy.nothingToday'
  | 'policy.due'
  | 'policy.dueOnly'
  | 'policy.instalments'
  | 'policy.wholeStay'
  | 'policy.shareOfStay'

export type PolicyValues = Record<string, string | number>

/**
 * A language for the policy words: its messages, its locale (days, times, lists), the hotel's money in it and the
 * hotel's check-in time the deadlines count back from (14:00 when not given).
 */
export type PolicyWords = {
  locale: string
  say: (key: PolicyKey, values?: PolicyValues) => string
  money: FormatMoney
  checkIn?: ClockTime
}

// Made on first use, one per locale: making a formatter costs far more than using one.
const formats = new Map<string, Intl.DateTimeFormat>()

function formatIn(id: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formats.get(id)
  if (!found) {
    found = make()
    formats.set(id, found)
  }
  return found
}

/**
 * A calendar day in full in `locale` ('Monday 8 March 2027', 'Montag, 8. März 2027'), formatted at UTC noon so
 * no host zone can move it. British English keeps its bookish form without the comma after the weekday.
 */
export function formatLongDate(date: IsoDate, locale: string): string {
  const instant = new Date(`${date}T12:00:00Z`)
  if (locale === 'en-GB') {
    const weekday = formatIn(
      'en-GB|weekday',
      () => new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }),
    )
    const day = formatIn(
      'en-GB|day',
      () =>
        new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    )
    return `${weekday.format(instant)} ${day.format(instant)}`
  }
  const full = formatIn(
    `${locale}|long`,
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  )
  return full.format(instant)
}

/** A time on the hotel's wall clock in `locale` ('14:00', '2:00 PM'). */
export function formatClock(clock: Pick<WallClock, 'hour' | 'minute'>, locale: string): string {
  const format = formatIn(
    `${locale}|clock`,
    () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  )
  return format.format(new Date(Date.UTC(2000, 0, 1, clock.hour, clock.minute)))
}

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

/** The penalty's kind as its message selects it. */
function penaltyKind(penalty: Penalty, stay: StayPrice | undefined): string {
  if (isWholeStay(penalty, stay)) return 'full'
  return penalty.kind === 'Nights' ? 'nights' : penalty.kind === 'Percentage' ? 'percentage' : 'none'
}

/** 'the first night (£101.85)', '50% of the price (£152.78)', 'the full price (£305.55)', '£50.00'. */
function penaltyWords(penalty: Penalty, stay: StayPrice | undefined, words: PolicyWords): string {
  if (penalty.kind === 'Amount' && !isWholeStay(penalty, stay)) return words.money(penalty.amount)
  const said = words.say('policy.penalty', {
    kind: penaltyKind(penalty, stay),
    nights: penalty.kind === 'Nights' ? penalty.nights : 0,
    percentage: penalty.kind === 'Percentage' ? penalty.percentage : 0,
  })
  if (!stay) return said
  return words.say('policy.penaltyAmount', {
    penalty: said,
    amount: words.money(penaltyAmount(penalty, stay)),
  })
}

function freeUntilWords(rules: CancellationRules, arrival: IsoDate | null, words: PolicyWords): string {
  const checkIn = words.checkIn ?? DEFAULT_CHECK_IN
  const ends = arrival ? freeCancellationEnds(rules, arrival, checkIn) : null
  if (ends)
    return words.say('policy.freeUntil', {
      time: formatClock(ends, words.locale),
      date: formatLongDate(ends.date, words.locale),
    })
  return words.say('policy.freeUntilHours', {
    hours: rules.freeUntilHoursBeforeArrival ?? 0,
    checkIn: formatClock(checkIn, words.locale),
  })
}

/** The sentences of a refundable plan before the no-show's. */
function refundableWords(
  rules: CancellationRules,
  arrival: IsoDate | null,
  stay: StayPrice | undefined,
  words: PolicyWords,
): string[] {
  const late = rules.lateCancellation
  if (rules.freeUntilHoursBeforeArrival !== null) {
    const free = freeUntilWords(rules, arrival, words)
    if (late.kind === 'None') return [free]
    return [free, words.say('policy.afterThat', { penalty: penaltyWords(late, stay, words) })]
  }
  if (late.kind === 'None') return [words.say('policy.freeUntilCheckIn')]
  return [words.say('policy.ifCancel', { penalty: penaltyWords(late, stay, words) })]
}

/**
 * "Free cancellation until 14:00 on Monday 8 March 2027. After that, the first night (£101.85) is charged."
 * With `arrival` null (no stay searched yet) the deadline is said relative to arrival; without `stay` the
 * penalties are said without amounts.
 */
export function cancellationText(
  rules: CancellationRules,
  arrival: IsoDate | null,
  stay: StayPrice | undefined,
  words: PolicyWords,
): string {
  if (!rules.refundable) {
    const whole: Penalty = { kind: 'Full' }
    const priced = stay ? { ...stay, price: Math.max(0, stay.price) } : undefined
    return words.say('policy.nonRefundable', { penalty: penaltyWords(whole, priced, words) })
  }
  const sentences = refundableWords(rules, arrival, stay, words)
  if (!samePenalty(rules.noShow, rules.lateCancellation)) {
    sentences.push(
      rules.noShow.kind === 'None'
        ? words.say('policy.noShowFree')
        : words.say('policy.noShow', { penalty: penaltyWords(rules.noShow, stay, words) }),
    )
  }
  return sentences.join(' ')
}

export type PaymentTextOptions = {
  /** Said after booking (confirmation, manage, mails): instalments at booking were taken "at booking". */
  booked?: boolean
}

/** A sentence starts with a capital, whatever its first value ('the whole stay …' → 'The whole stay …'). */
function capitalise(s: string, locale: string): string {
  return s.charAt(0).toLocaleUpperCase(locale) + s.slice(1)
}

/** When an instalment falls due, as the `due` messages select it. */
function dueValues(i: Instalment, words: PolicyWords, booked: boolean): PolicyValues {
  const when = i.due === 'AtBooking' ? (booked ? 'booking' : 'today') : i.due === 'AtHotel' ? 'hotel' : 'date'
  const date = when === 'date' ? formatLongDate(i.due, words.locale) : ''
  return { when, date, amount: words.money(i.amount) }
}

/**
 * "£61.11 today, £244.44 on Monday 1 March 2027." · "Nothing to pay today. £305.55 is charged on Monday 1 March
 * 2027." · "£305.55 is paid at the hotel." Instalments in the schedule's order.
 */
export function paymentText(
  schedule: readonly Instalment[],
  words: PolicyWords,
  options: PaymentTextOptions = {},
): string {
  const booked = options.booked ?? false
  if (schedule.length === 0) return words.say('policy.nothingToPay')
  const upFront = schedule[0]?.due === 'AtBooking'
  const prefix = upFront || booked ? '' : `${words.say('policy.nothingToday')} `
  if (schedule.length === 1) {
    const only = schedule[0] as Instalment
    return prefix + capitalise(words.say('policy.dueOnly', dueValues(only, words, booked)), words.locale)
  }
  const parts = schedule.map((i) => words.say('policy.due', dueValues(i, words, booked)))
  const list = new Intl.ListFormat(words.locale, { type: 'unit', style: 'long' }).format(parts)
  return prefix + capitalise(words.say('policy.instalments', { list }), words.locale)
}

/** Shares of a price said in words: the schedule of a whole of 100 % (10 000 hundredths). */
const WHOLE = 10_000

function shareWords(words: PolicyWords): PolicyWords {
  const money: FormatMoney = (share) =>
    share >= WHOLE
      ? words.say('policy.wholeStay')
      : words.say('policy.shareOfStay', { percent: Number((share / 100).toFixed(2)) })
  return { ...words, money }
}

/**
 * The payment terms before the price is known (a rate card for any number of guests): "Nothing to pay today.
 * The whole stay is charged on Monday 1 March 2027." · "20% of the stay today, 80% of the stay at the hotel."
 */
export function paymentTermsText(
  policy: SchedulePolicy,
  arrival: IsoDate,
  today: IsoDate,
  words: PolicyWords,
): string {
  return paymentText(paymentSchedule(policy, WHOLE, arrival, today), shareWords(words))
}
