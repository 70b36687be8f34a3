/**
 * The boot shell's availability calendar (issue 22, decision 0112): the search form's dates as the app shows
 * them, a Dates field that opens a calendar of the next months with each day's lowest price, sold-out days and
 * minimum stays, painted by the server with the page, so the first tap opens it before the app's code is here.
 * index.html's start-up script makes it work (it writes the chosen stay into the form's date inputs); a browser
 * that runs no script never sees it and keeps the native date inputs. The app's calendar replaces it, covering
 * 36 months; the shell's covers SHELL_CALENDAR_MONTHS, as many as the first minutes need.
 *
 * Traps:
 * - The days' rules are the app's (src/ui/date-range-calendar.tsx, src/features/search/search-page.tsx):
 *   a sold-out day is greyed only where the hotel shows sold-out days, and it may still be a departure; a
 *   departure too short for the arrival's minimum stay, or beyond the longest stay, cannot be chosen.
 * - The styles live in one <style> element scoped to #boot-search (a day's inline styles would be most of the
 *   page's weight), and set every font and size, as the app's stylesheet applies to them once it arrives.
 */
import { indexDays, minStayOf, unavailableDays, type AvailabilityDay } from '../domain/calendar'
import { addDays, compareIsoDate, fromDayNumber, nightsBetween, toDayNumber } from '../domain/dates'
import { currencyFormat, toMajorUnits } from '../domain/money'
import { currentLocale, formatDay, t } from '../i18n/i18n'
import { escapeHtml, FONT } from './shell-text'

// FONT is written for style attributes (its quotes escaped); a <style> element's text is not unescaped.
const CSS_FONT = FONT.replaceAll('&quot;', '"')

/** Months the shell's calendar covers, this one first. */
export const SHELL_CALENDAR_MONTHS = 3

/** The last day the shell's calendar asks the availability of: the end of its last month. */
export function shellCalendarEnd(today: string): string {
  const [year = 1970, month = 1] = today.split('-').map(Number)
  const end = new Date(Date.UTC(year, month - 1 + SHELL_CALENDAR_MONTHS, 0))
  return end.toISOString().slice(0, 10)
}

export type ShellCalendarDays = {
  /** the calendar's days from today to shellCalendarEnd(today), in minor units */
  days: readonly AvailabilityDay[]
  currency: string
  /** the booking config's ShowDisabledDatesOnCalendar: sold-out days greyed (else they look like any other) */
  showSoldOut: boolean
  /** the booking config's ShowMinimumLengthOfStayNotification */
  showMinStay: boolean
}

type Day = {
  iso: string
  soldOut: boolean
  price: string | null
  minStay: number
  /** beyond the last departure the hotel sells */
  off: boolean
  /** the last departure: never an arrival */
  last: boolean
}

/** Monday to Sunday, short, in the guest's language (1 March 2021 was a Monday). */
function weekdays(): string[] {
  const format = new Intl.DateTimeFormat(currentLocale(), { weekday: 'short', timeZone: 'UTC' })
  return [0, 1, 2, 3, 4, 5, 6].map((d) => format.format(new Date(Date.UTC(2021, 2, 1 + d))))
}

/** What the shell shows of each day from today to its calendar's end: greyed, price, minimum stay. */
function daysOf(calendar: ShellCalendarDays, today: string, lastDeparture: string): Map<string, Day> {
  const byDay = indexDays(calendar.days)
  const soldOut = calendar.showSoldOut ? unavailableDays(calendar.days, today) : new Set<string>()
  const compact = currencyFormat(currentLocale(), calendar.currency, true)
  const out = new Map<string, Day>()
  const end = toDayNumber(shellCalendarEnd(today))
  for (let n = toDayNumber(today); n <= end; n++) {
    const iso = fromDayNumber(n)
    const known = byDay.get(iso)
    const rates = (known?.rates ?? []).map((r) => r.minimumRate)
    const sold = soldOut.has(iso)
    out.set(iso, {
      iso,
      soldOut: sold,
      price: !sold && rates.length > 0 ? compact.format(toMajorUnits(Math.min(...rates))) : null,
      minStay: minStayOf(known),
      off: compareIsoDate(iso, lastDeparture) > 0,
      last: iso === lastDeparture,
    })
  }
  return out
}

/** A day as a screen reader hears it, as the app's calendar says it: its name, sold out, price, minimum stay. */
function dayLabel(day: Day, showMinStay: boolean): string {
  const parts = [formatDay(day.iso, 'spoken')]
  if (day.soldOut) parts.push(t('search.unavailableDay'))
  if (day.price) parts.push(t('search.priceFrom', { price: day.price }))
  if (showMinStay && day.minStay > 1) parts.push(t('search.minStay', { nights: nightsText(day.minStay) }))
  return parts.join(', ')
}

const nightsText = (count: number) => t('units.nights', { count })

function dayButton(day: Day, showMinStay: boolean): string {
  const attributes = [
    `data-day="${day.iso}"`,
    day.soldOut ? 'data-sold' : '',
    day.off ? 'data-off disabled' : '',
    day.last ? 'data-last' : '',
    day.minStay > 1 ? `data-min="${day.minStay}"` : '',
  ].filter(Boolean)
  return (
    `<button type="button" ${attributes.join(' ')} aria-label="${escapeHtml(dayLabel(day, showMinStay))}">` +
    `${Number(day.iso.slice(8, 10))}<span aria-hidden="true">${escapeHtml(day.price ?? '\u00a0')}</span></button>`
  )
}

/** One month's grid, Monday first; days before today are greyed, and weeks wholly gone by left out. */
function monthHtml(index: number, month: string, days: Map<string, Day>, showMinStay: boolean): string {
  const first = `${month}-01`
  const [year = 1970, m = 1] = month.split('-').map(Number)
  const length = new Date(Date.UTC(year, m, 0)).getUTCDate()
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7
  const cells: string[] = Array.from({ length: lead }, () => '<td></td>')
  for (let d = 0; d < length; d++) {
    const day = days.get(addDays(first, d))
    // A day gone by is a disabled button, as in the app's calendar: greyed, and not read as text to choose.
    cells.push(
      day
        ? `<td>${dayButton(day, showMinStay)}</td>`
        : `<td><button type="button" disabled>${d + 1}</button></td>`,
    )
  }
  const rows: string[] = []
  for (let i = 0; i < cells.length; i += 7) {
    const week = cells.slice(i, i + 7)
    if (week.some((cell) => cell.includes('data-day'))) rows.push(`<tr>${week.join('')}</tr>`)
  }
  const title = new Intl.DateTimeFormat(currentLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${first}T00:00:00Z`))
  const head = weekdays()
    .map((w) => `<th scope="col">${w}</th>`)
    .join('')
  return (
    `<div data-month="${index}"><p id="boot-month-${index}">${title}</p>` +
    `<table aria-labelledby="boot-month-${index}"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`
  )
}

/** The months the calendar shows, this one first ('YYYY-MM'). */
function monthsFrom(today: string): string[] {
  const [year = 1970, month = 1] = today.split('-').map(Number)
  return Array.from({ length: SHELL_CALENDAR_MONTHS }, (_, i) =>
    new Date(Date.UTC(year, month - 1 + i, 1)).toISOString().slice(0, 7),
  )
}

/**
 * The Dates field and its calendar, hidden until index.html's start-up script shows them (it marks the page
 * with data-boot-calendar as it starts); the chosen stay is in the property's primary colour.
 */
export function shellCalendarHtml(
  calendar: ShellCalendarDays,
  window: { today: string; lastDeparture: string; arrival: string; departure: string },
  /** the property's filled primary shade, on which white text reads (boot-shell.ts lookOf) */
  primary: string,
): string {
  const days = daysOf(calendar, window.today, window.lastDeparture)
  const summary = staySummary(window.arrival, window.departure)
  const months = monthsFrom(window.today)
    .map((month, i) => monthHtml(i, month, days, calendar.showMinStay))
    .join('')
  const texts = {
    placeholder: t('search.datesPlaceholder'),
    departure: t('search.departure'),
    chooseArrival: t('search.chooseArrival'),
    chooseDeparture: t('search.chooseDeparture'),
    minStayFrom: t('search.minStayFrom'),
    nights: nightsForms(),
  }
  const step = (by: number, label: string, glyph: string) =>
    `<button type="button" data-step="${by}" aria-label="${escapeHtml(label)}">${glyph}</button>`
  return (
    calendarStyle(primary) +
    `<div class="boot-dates"><span id="boot-dates-label">${escapeHtml(t('search.dates'))} <span aria-hidden="true">*</span></span>` +
    `<button type="button" id="boot-dates" aria-labelledby="boot-dates-label boot-dates" aria-expanded="false" aria-controls="boot-calendar"` +
    ` data-texts="${escapeHtml(JSON.stringify(texts))}"${summary ? '' : ' data-empty'}>${escapeHtml(summary || texts.placeholder)}</button>` +
    `<div id="boot-calendar" hidden data-first="0" data-show-min="${calendar.showMinStay ? 1 : 0}">` +
    `<div class="boot-steps">${step(-1, t('search.previousMonth'), '&#8249;')}${step(1, t('search.nextMonth'), '&#8250;')}</div>` +
    `<div class="boot-months">${months}</div>` +
    `<div class="boot-foot"><p aria-live="polite"></p>` +
    `<button type="button" data-clear hidden>${escapeHtml(t('search.clearDates'))}</button>` +
    `<button type="button" data-close>${escapeHtml(t('search.closeCalendar'))}</button></div>` +
    `</div></div>`
  )
}

/**
 * 'N nights' in each plural form of the guest's language, for the shell's script, which picks one with
 * Intl.PluralRules (index.html): { one: '{count} night', other: '{count} nights' } in English, six forms in Arabic.
 */
function nightsForms(): Record<string, string> {
  const locale = currentLocale()
  const rules = new Intl.PluralRules(locale)
  const wanted = rules.resolvedOptions().pluralCategories.length
  const number = new Intl.NumberFormat(locale)
  const forms: Record<string, string> = {}
  for (let n = 0; n < 200 && Object.keys(forms).length < wanted; n++) {
    const form = rules.select(n)
    if (!(form in forms)) forms[form] = nightsText(n).replace(number.format(n), '{count}')
  }
  return forms
}

/** The stay as the app's Dates field says it: 'Wed 3 Mar – Fri 5 Mar · 2 nights' (empty without an arrival). */
function staySummary(arrival: string, departure: string): string {
  if (!arrival) return ''
  const from = formatDay(arrival, 'weekday')
  if (!departure) return `${from} – ${t('search.departure')}`
  return `${from} – ${formatDay(departure, 'weekday')} · ${nightsText(nightsBetween(arrival, departure))}`
}

/** Shows the month `data-first` says (and the next one on a wide screen); the rest of the calendar's look. */
function calendarStyle(primary: string): string {
  const c = '#boot-calendar'
  const shown = Array.from({ length: SHELL_CALENDAR_MONTHS }, (_, i) => i)
  const one = shown.map((i) => `${c}[data-first="${i}"] [data-month="${i}"]`).join(',')
  const two = shown.map((i) => `${c}[data-first="${i}"] [data-month="${i + 1}"]`).join(',')
  const text = `font:400 14px/1.4 ${CSS_FONT};color:#000`
  return (
    `<style>` +
    `#boot-search .boot-dates{display:none}[data-boot-calendar] #boot-search .boot-native-dates{display:none!important}` +
    `[data-boot-calendar] #boot-search .boot-dates{display:block;min-width:0}` +
    `#boot-dates-label{display:block;margin:0 0 4px;font:500 14px/1.45 ${CSS_FONT};color:#000}` +
    `#boot-dates-label span{color:#c92a2a}` +
    `#boot-dates{box-sizing:border-box;display:block;width:100%;height:42px;margin:0;padding:0 10px;text-align:left;` +
    `border:1px solid #868e96;border-radius:8px;background:#fff;color:#000;font:400 16px/40px ${CSS_FONT};cursor:pointer}` +
    `#boot-dates[data-empty]{color:#6b7280}#boot-dates[aria-invalid]{border-color:#c92a2a}` +
    `${c}{box-sizing:border-box;margin:8px 0 0;padding:12px;border:1px solid #dee2e6;border-radius:8px;background:#fff}` +
    `${c}[hidden]{display:none}` +
    `${c} [data-month]{display:none;min-width:0}${one}{display:block}` +
    `${c} .boot-months{display:grid;grid-template-columns:1fr;gap:24px}` +
    `@media (min-width:64em){${c} .boot-months{grid-template-columns:1fr 1fr}${two}{display:block}}` +
    `${c} .boot-steps{display:flex;justify-content:space-between;margin:0 0 -32px}` +
    `${c} .boot-steps button{position:relative;width:32px;height:32px;margin:0;padding:0;border:0;border-radius:8px;` +
    `background:none;font:400 24px/32px ${CSS_FONT};color:#000;cursor:pointer}` +
    `${c} button:disabled{cursor:default;opacity:.35}` +
    `${c} p{margin:0;${text}}${c} [data-month] p{font-weight:600;line-height:32px;text-align:center}` +
    `${c} table{width:100%;border-collapse:collapse;table-layout:fixed}` +
    `${c} th{padding:6px 0;font:500 12px/1.4 ${CSS_FONT};color:#495057}` +
    `${c} td{padding:1px;text-align:center}` +
    `${c} td button{box-sizing:border-box;width:100%;height:46px;margin:0;padding:2px 0;border:0;border-radius:6px;` +
    `background:none;font:500 15px/1.2 ${CSS_FONT};color:#000;cursor:pointer}` +
    `${c} [data-day] span{display:block;font:400 11px/1.3 ${CSS_FONT};color:#495057}` +
    `${c} [data-day][data-sold]{text-decoration:line-through}` +
    `${c} [data-day][data-range]{background:color-mix(in srgb,${primary} 14%,#fff)}` +
    `${c} [data-day][aria-pressed=true]{background:${primary};color:#fff}` +
    `${c} [data-day][aria-pressed=true] span{color:#fff}` +
    `${c} .boot-foot{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between;margin:12px 0 0}` +
    `${c} .boot-foot button{height:30px;margin:0 0 0 auto;padding:0 12px;border:0;border-radius:6px;` +
    `background:#f1f3f5;font:600 14px/30px ${CSS_FONT};color:#000;cursor:pointer}` +
    `${c} .boot-foot button[hidden]{display:none}` +
    `</style>`
  )
}
