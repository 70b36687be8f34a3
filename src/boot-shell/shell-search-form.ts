/**
 * The search form of the boot shell (issue 22, decision 0110): usable at first paint, before and without the
 * app's code. Native date inputs and selects within the hotel's limits, and a Search button that sends a plain
 * GET to Rooms & Rates (the server turns the room fields into the address, src/boot-shell/shell-search-fields.ts).
 * The app reads what the guest entered here before it replaces the markup (src/boot-shell/shell-search-values.ts).
 *
 * Traps:
 * - Inline styles, as the rest of the shell, except the rule that shows one row of guests per room chosen: that
 *   needs :has(), so it lives in a <style> element (the page's policy allows inline styles). A browser without
 *   :has() shows every room's row; the server reads only as many rows as the room count says.
 * - The app's stylesheet (Mantine's baseline) applies to this markup when it arrives: every element sets its own
 *   font, margins and sizes, or the form would change under the guest's finger.
 */
import { addDays } from '../domain/dates'
import { MAX_INFANTS_PER_ROOM, defaultRoomOccupancy, type Occupancy } from '../domain/occupancy'
import { hotelsOwn, t } from '../i18n/i18n'
import { escapeHtml, FONT } from './shell-text'
import { SHELL_FIELDS } from './shell-search-fields'
import { shellCalendarHtml, type ShellCalendarDays } from './shell-calendar'

/** What the property's settings say about its search (docs/product/search.md#what-is-kept), as far as the shell's form needs it. */
export type ShellSearchSettings = Parameters<typeof defaultRoomOccupancy>[0] & {
  PropertyCode: string
  MaxNumberOfRoomsOnBooking: number
  AdultOccupancyLabel: string
  AdultOccupancyHint: string | null
  ChildOccupancyLabel: string
  ChildOccupancyHint: string | null
  InfantOccupancyLabel: string
  InfantOccupancyHint: string | null
}

export type ShellSearchForm = {
  action: string
  /** the hotel's today (its time zone), the first arrival */
  today: string
  /** the last departure the hotel sells */
  lastDeparture: string
  /** the longest stay: index.html's start-up script keeps the departure within it of the arrival */
  maxNights: number
  maxRooms: number
  showPromoCode: boolean
  /** the hotel's locations to search in (none: no choice) */
  locations: readonly { id: number; name: string }[]
  occupants: readonly ShellOccupant[]
  /** the first months' availability: the shell's calendar (none: the native date inputs alone) */
  calendar?: ShellCalendarDays
  /** what the form starts with: the search of the address, else the hotel's default room */
  values: { arrival: string; departure: string; rooms: readonly Occupancy[] } & Omit<
    ShellSearchQuery,
    'dateFrom' | 'dateTo' | 'rooms'
  >
}

/** The search an address carries, as src/api/contract/search-address.ts reads it (the shell may not import it). */
type ShellSearchQuery = {
  dateFrom: string | null
  dateTo: string | null
  rooms: readonly Occupancy[] | null
  promoCode: string
  ratePlanCode: string | null
  locationId: number | null
}

type ShellOccupant = {
  key: keyof Occupancy
  label: string
  hint: string | null
  min: number
  max: number
}

/** The form for a hotel, its booking config's room limit, its today and the search its address carries. */
export function shellSearchFormOf(
  settings: ShellSearchSettings,
  config: {
    MaxNumberOfRoomsOnBooking: number
    HidePromoCodeOnLandingPage: boolean
    Locations: readonly { LocationId: number; Name: string; Address: string }[]
  },
  window: { today: string; lastDeparture: string; maxNights: number },
  query: ShellSearchQuery,
): ShellSearchForm {
  const maxRooms = Math.max(1, Math.min(config.MaxNumberOfRoomsOnBooking, settings.MaxNumberOfRoomsOnBooking))
  const candidates: (ShellOccupant & { shown: boolean })[] = [
    {
      key: 'adults',
      label: hotelsOwn(settings.AdultOccupancyLabel) || t('search.adults'),
      hint: hotelsOwn(settings.AdultOccupancyHint),
      min: 1,
      max: settings.AdultMaximumOccupancy,
      shown: true,
    },
    {
      key: 'children',
      label: hotelsOwn(settings.ChildOccupancyLabel) || t('search.children'),
      hint: hotelsOwn(settings.ChildOccupancyHint) ?? t('search.childrenHint'),
      min: 0,
      max: settings.ChildMaximumOccupancy,
      shown: settings.EnableChildrenSearch,
    },
    {
      key: 'infants',
      label: hotelsOwn(settings.InfantOccupancyLabel) || t('search.infants'),
      hint: hotelsOwn(settings.InfantOccupancyHint) ?? t('search.infantsHint'),
      min: 0,
      max: MAX_INFANTS_PER_ROOM,
      shown: settings.EnableInfantSearch,
    },
  ]
  const occupants = candidates
    .filter((o) => o.shown)
    .map(({ shown: _shown, ...o }): ShellOccupant => ({ ...o, max: Math.max(o.min, o.max) }))
  return {
    action: `/Book/${encodeURIComponent(settings.PropertyCode)}/Rooms-And-Rates`,
    ...window,
    maxRooms,
    showPromoCode: !config.HidePromoCodeOnLandingPage,
    locations: config.Locations.map((l) => ({ id: l.LocationId, name: `${l.Name}, ${l.Address}` })),
    occupants,
    values: {
      arrival: query.dateFrom ?? '',
      departure: query.dateTo ?? '',
      rooms: (query.rooms ?? [defaultRoomOccupancy(settings)]).slice(0, maxRooms),
      promoCode: query.promoCode,
      ratePlanCode: query.ratePlanCode,
      locationId: query.locationId,
    },
  }
}

const LABEL = `display:block;margin:0 0 4px;font:500 14px/1.45 ${FONT};color:#000`
// 16px text: a phone zooms into a smaller one when it takes the focus
const CONTROL =
  `box-sizing:border-box;display:block;width:100%;min-width:0;height:42px;margin:0;padding:0 10px;` +
  `border:1px solid #868e96;border-radius:8px;background:#fff;color:#000;font:400 16px/normal ${FONT}`

function field(id: string, label: string, control: string, hint: string | null = null): string {
  const hintText = hint
    ? ` <span style="font:400 12px/1.4 ${FONT};color:#495057">${escapeHtml(hint)}</span>`
    : ''
  return `<div style="min-width:0"><label for="${id}" style="${LABEL}">${escapeHtml(label)}${hintText}</label>${control}</div>`
}

function select(id: string, name: string, [min, max]: [number, number], chosen: number): string {
  const options = Array.from({ length: max - min + 1 }, (_, i) => min + i).map(
    (n) => `<option value="${n}"${n === chosen ? ' selected' : ''}>${n}</option>`,
  )
  return `<select id="${id}" name="${name}" style="${CONTROL}">${options.join('')}</select>`
}

function dateInput(name: string, value: string, [min, max]: [string, string]): string {
  return (
    `<input type="date" id="boot-${name}" name="${name}" required min="${min}" max="${max}"` +
    `${value ? ` value="${escapeHtml(value)}"` : ''} style="${CONTROL}">`
  )
}

/** One room's guests: a select per occupant the hotel searches, in a row that wraps on a phone. */
function roomRow(form: ShellSearchForm, room: number): string {
  const occupancy = form.values.rooms[room - 1] ?? form.values.rooms[0]
  const selects = form.occupants.map((o) => {
    const name = SHELL_FIELDS[o.key](room)
    const id = `boot-${name}`
    const chosen = Math.min(Math.max(occupancy?.[o.key] ?? o.min, o.min), o.max)
    return field(id, o.label, select(id, name, [o.min, o.max], chosen), o.hint)
  })
  return (
    `<fieldset data-room="${room}" style="min-width:0;margin:0;padding:0;border:0">` +
    `<legend style="float:left;width:100%;margin:0 0 6px;padding:0;font:700 16px/1.55 ${FONT};color:#000">` +
    `${escapeHtml(t('search.room', { number: room }))}</legend>` +
    `<div style="clear:both;display:grid;grid-template-columns:repeat(auto-fit,minmax(7.5rem,1fr));gap:12px">` +
    `${selects.join('')}</div></fieldset>`
  )
}

/** Shows rooms 2…max only as far as the room count goes (where :has() is known). */
function roomRowsRule(maxRooms: number): string {
  if (maxRooms < 2) return ''
  const shown = Array.from({ length: maxRooms - 1 }, (_, i) => i + 2).map(
    (room) =>
      `#boot-search:has(#boot-roomCount option:nth-child(n+${room}):checked) [data-room="${room}"]{display:block}`,
  )
  return `<style>@supports selector(:has(*)){#boot-search [data-room]:not([data-room="1"]){display:none}${shown.join('')}}</style>`
}

/** Where to stay, for a hotel with more than one place (as the app's search offers it). */
function locationSelect({ locations, values }: ShellSearchForm): string {
  if (locations.length === 0) return ''
  const option = (value: string, label: string, chosen: boolean) =>
    `<option value="${value}"${chosen ? ' selected' : ''}>${escapeHtml(label)}</option>`
  const chosen = locations.some((l) => l.id === values.locationId) ? values.locationId : null
  const options = [
    option('', t('search.anyLocation'), chosen === null),
    ...locations.map((l) => option(String(l.id), l.name, l.id === chosen)),
  ]
  return field(
    'boot-locationId',
    t('search.locations'),
    `<select id="boot-locationId" name="locationId" style="${CONTROL}">${options.join('')}</select>`,
  )
}

function hidden(name: string, value: string | number | null): string {
  return value === null || value === ''
    ? ''
    : `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`
}

/** The form's markup, in the property's primary colour. */
export function shellSearchFormHtml(form: ShellSearchForm, primary: string): string {
  const { today, lastDeparture, values, maxRooms } = form
  const dates =
    `<div class="boot-native-dates" style="display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:12px">` +
    field(
      'boot-arrival',
      t('search.arrival'),
      dateInput('arrival', values.arrival, [today, addDays(lastDeparture, -1)]),
    ) +
    field(
      'boot-departure',
      t('search.departure'),
      dateInput('departure', values.departure, [addDays(today, 1), lastDeparture]),
    ) +
    `</div>`
  const roomCount =
    maxRooms > 1
      ? field(
          'boot-roomCount',
          t('search.rooms'),
          select('boot-roomCount', SHELL_FIELDS.roomCount, [1, maxRooms], Math.max(1, values.rooms.length)),
        )
      : hidden(SHELL_FIELDS.roomCount, 1)
  const rows = Array.from({ length: maxRooms }, (_, i) => roomRow(form, i + 1)).join('')
  const promo = form.showPromoCode
    ? field(
        'boot-promoCode',
        t('search.promoCode'),
        `<input type="text" id="boot-promoCode" name="promoCode" maxlength="50" autocomplete="off" value="${escapeHtml(values.promoCode)}" style="${CONTROL}">`,
      )
    : hidden('promoCode', values.promoCode)
  const button =
    `<button type="submit" style="justify-self:end;box-sizing:border-box;height:42px;margin:0;padding:0 22px;` +
    `border:0;border-radius:8px;background:${primary};color:#fff;font:600 16px/42px ${FONT};cursor:pointer">` +
    `${escapeHtml(t('search.submit'))}</button>`
  return (
    roomRowsRule(maxRooms) +
    `<form id="boot-search" method="get" action="${escapeHtml(form.action)}" data-max-nights="${form.maxNights}" aria-label="${escapeHtml(t('search.title'))}" ` +
    `style="box-sizing:border-box;display:grid;gap:16px;margin:20px 0 0;padding:20px;border:1px solid #dee2e6;border-radius:8px;background:#fff;` +
    `width:clamp(calc(58.333% - 13.33px), (1023.98px - 100vw) * 1000, 100%)">` +
    `${dates}${form.calendar ? shellCalendarHtml(form.calendar, { today, lastDeparture, ...values }, primary) : ''}` +
    `${roomCount}${rows}${locationSelect(form)}${promo}` +
    hidden('ratePlanCode', values.ratePlanCode) +
    (form.locations.length > 0 ? '' : hidden('locationId', values.locationId)) +
    `${button}</form>`
  )
}
