/**
 * The boot shell: what index.html paints before the app's code has run (decision 0027). The server fills it in
 * for the property and page of the address — the header in the property's colours with its logo, the booking
 * steps, the page's heading and, for a guest who has not answered it yet, the cookie banner — so the first
 * paint is the page itself, which React then replaces in one go. The build writes the property-less default
 * into dist/index.html (the one the service worker keeps for offline starts).
 *
 * Traps:
 * - Plain strings only (no React, no Mantine): the server and the build import this module.
 * - The shell is styled with inline style attributes alone: the app's stylesheet arrives later, and applies to
 *   the shell when it does, so every element sets what that stylesheet would change (margins, fonts, sizes),
 *   or the page would shift under the guest (CLS).
 * - The cookie banner's text box must not be smaller than the app's (src/ui/cookie-banner.tsx): if it were,
 *   the app's banner would be a later, larger paint and the page's Largest Contentful Paint would wait for the
 *   app. Same font, size, line height and width: keep them in step with the banner.
 * - Everything that comes from the property is escaped; colours must be #hex and links http(s) or a path.
 */
import { nightsBetween } from '../domain/dates'
import type { Occupancy } from '../domain/occupancy'
import '../i18n/all-locales'
import { describeOccupancy, formatDay, t, withLocale } from '../i18n/i18n'
import { DEFAULT_LOCALE, isRightToLeft, type Locale } from '../i18n/locales'
import { contrastRatio, contrastText, parseHex, shadesOf } from '../theme/colour'
import { shellSearchFormHtml, type ShellSearchForm } from './shell-search-form'
import { escapeHtml, FONT, HEADING_FONT } from './shell-text'

/** What the shell shows of a property (from its settings, docs/product/search.md#what-is-kept). */
export type ShellProperty = {
  PropertyCode: string
  PropertyName: string
  PropertyAddress: string
  LogoFileUrl: string | null
  PrivacyPolicyUrl: string | null
  Currency: string
  AvailableCurrencies: readonly string[]
  Theme: { Primary?: string | null; BrandPrimary?: string | null }
}

/** Whether a stored answer (the service worker's cached property settings) has what the shell shows. */
export function isShellProperty(value: unknown): value is ShellProperty {
  if (typeof value !== 'object' || value === null) return false
  const p = value as Record<string, unknown>
  const strings = ['PropertyCode', 'PropertyName', 'PropertyAddress', 'Currency'] as const
  const nullableStrings = ['LogoFileUrl', 'PrivacyPolicyUrl'] as const
  return (
    strings.every((key) => typeof p[key] === 'string') &&
    nullableStrings.every((key) => p[key] === null || typeof p[key] === 'string') &&
    Array.isArray(p.AvailableCurrencies) &&
    p.AvailableCurrencies.every((c) => typeof c === 'string') &&
    typeof p.Theme === 'object' &&
    p.Theme !== null
  )
}

/**
 * Rooms and rates opened from an address that carries its search: the stay, and the room type the page will
 * list first for the first room (the server works it out with the app's own offering rules), whose photo is
 * the page's largest paint on a phone.
 */
export type ShellRoomsSearch = {
  dateFrom: string
  dateTo: string
  rooms: readonly Occupancy[]
  first: { name: string; imageUrl: string | null } | null
}

/** The pages whose first screen the shell draws; any other page gets the header and a loading line. */
export type ShellPage = 'search' | 'rooms' | 'checkout' | 'other'

export const BOOT_SHELL_START = '<!--boot-shell-->'
export const BOOT_SHELL_END = '<!--/boot-shell-->'

const DEFAULT_BRAND = '#1d3557'

/** The property code and page of an address, or null when it is not a property's page. */
export function shellRouteOf(pathname: string): { code: string; page: ShellPage } | null {
  const m =
    /^\/(Book|Manage|PreCheckIn|Contact|Restaurant|MyStays|ManageAccount)\/([^/?#]+)(\/[^?#]*)?/i.exec(
      pathname,
    )
  if (!m?.[1] || !m[2]) return null
  let code: string
  try {
    code = decodeURIComponent(m[2]).toUpperCase()
  } catch {
    return null
  }
  if (!/^[A-Z0-9_-]{1,40}$/.test(code)) return null
  if (m[1].toLowerCase() !== 'book') return { code, page: 'other' }
  const rest = (m[3] ?? '').replace(/\/$/, '').toLowerCase()
  if (rest === '') return { code, page: 'search' }
  if (rest === '/rooms-and-rates') return { code, page: 'rooms' }
  if (rest === '/checkout' || rest.startsWith('/checkout/')) return { code, page: 'checkout' }
  return { code, page: 'other' }
}

function safeColour(colour: string | null | undefined, fallback: string): string {
  return colour && parseHex(colour) ? colour.trim() : fallback
}

function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null
  const trimmed = url.trim()
  return /^(https?:\/\/|\/(?!\/))/i.test(trimmed) ? trimmed : null
}

/** The filled shade of Mantine's primary colour, as src/theme/property-theme.ts picks it (white text reads). */
function primaryFilled(primary: string): string {
  const shades = shadesOf(primary)
  for (let i = 6; i < shades.length; i++) if (contrastRatio(shades[i]!, '#ffffff') >= 4.5) return shades[i]!
  return shades[9] ?? primary
}

/** The property's colours as the app paints them; the e-mails use the same (server/mail/layout.ts). */
export type Look = { brand: string; brandText: string; primary: string }

export function lookOf(property: ShellProperty | null): Look {
  const primary = safeColour(property?.Theme.Primary ?? property?.Theme.BrandPrimary, DEFAULT_BRAND)
  const brand = safeColour(property?.Theme.BrandPrimary, primary)
  return { brand, brandText: contrastText(brand), primary: primaryFilled(primary) }
}

function header(property: ShellProperty | null, look: Look): string {
  const logo = safeUrl(property?.LogoFileUrl)
  const identity = logo
    ? `<img src="${escapeHtml(logo)}" alt="" height="48" fetchpriority="low" style="display:block;height:48px;width:auto;max-width:300px;object-fit:contain;object-position:left center">`
    : property
      ? `<span style="font:700 18px/48px ${FONT}">${escapeHtml(property.PropertyName)}</span>`
      : ''
  const bar = `<span style="display:block;width:18px;height:2px;margin:4px 0;background:${look.brandText}"></span>`
  return (
    `<header style="display:block;margin:0;padding:10px 0;background:${look.brand};color:${look.brandText}">` +
    `<div style="box-sizing:border-box;max-width:1140px;height:56px;margin:0 auto;padding:0 16px;display:flex;align-items:center;justify-content:space-between">` +
    `<div style="display:flex;align-items:center;min-width:0;height:48px;overflow:hidden">${identity}</div>` +
    `<div style="box-sizing:border-box;width:34px;height:34px;padding:7px 8px">${bar}${bar}${bar}</div>` +
    `</div></header>`
  )
}

function steps(active: 0 | 1 | 2, look: Look): string {
  const labels = [t('steps.search'), t('steps.roomsAndRates'), t('steps.checkout')]
  const parts = labels.map((label, i) => {
    const done = i < active
    const icon =
      `<span style="box-sizing:border-box;flex:none;display:flex;align-items:center;justify-content:center;width:30px;height:30px;border-radius:50%;` +
      `border:2px solid ${i <= active ? look.primary : '#e9ecef'};background:${done ? look.primary : '#e9ecef'};` +
      `color:${done ? '#fff' : '#495057'};font:700 14px/1 ${FONT}">${done ? '✓' : i + 1}</span>`
    const text = `<span style="margin-left:6px;font:600 12px/1 ${FONT};color:#000">${escapeHtml(label)}</span>`
    const separator =
      i < labels.length - 1
        ? `<span style="flex:1;min-width:8px;height:2px;margin:0 4px;background:${i < active ? look.primary : '#e9ecef'}"></span>`
        : ''
    return `<span style="display:flex;align-items:center">${icon}${text}</span>${separator}`
  })
  return (
    `<div style="box-sizing:border-box;max-width:1140px;margin:0 auto;padding:16px 16px 0">` +
    `<div style="display:flex;align-items:center;height:30px">${parts.join('')}</div></div>`
  )
}

function heading(text: string, below: string): string {
  return (
    `<div style="box-sizing:border-box;max-width:1140px;margin:0 auto;padding:20px 16px">` +
    `<h1 style="margin:0;font:700 34px/1.3 ${HEADING_FONT};color:#000">${escapeHtml(text)}</h1>${below}</div>`
  )
}

function line(text: string, colour = '#495057'): string {
  return `<p style="margin:4px 0 0;font:400 16px/1.55 ${FONT};color:${colour}">${escapeHtml(text)}</p>`
}

/**
 * The cookie banner as src/ui/cookie-banner.tsx draws it (Mantine Paper, Text size sm, two Buttons size sm),
 * without its behaviour: the app's own replaces it in its first render. Hidden at once for a guest who has
 * answered it (index.html's start-up script), and never focusable or announced (the shell is inert).
 */
function consentBanner(property: ShellProperty | null, look: Look): string {
  // The property-less shell (the service worker's, for offline starts) keeps the link's words: the text box must
  // not come out smaller than the app's banner with its link.
  const link =
    !property || safeUrl(property.PrivacyPolicyUrl)
      ? ` <span style="color:${look.primary};text-decoration:underline">${escapeHtml(t('cookies.privacyPolicy'))}</span>`
      : ''
  const button = (label: string, filled: boolean) =>
    `<span style="box-sizing:border-box;display:inline-block;height:36px;padding:0 18px;border-radius:8px;` +
    `border:1px solid ${filled ? 'transparent' : '#ced4da'};background:${filled ? look.primary : '#fff'};` +
    `color:${filled ? '#fff' : '#000'};font:600 14px/34px ${FONT};white-space:nowrap">${escapeHtml(label)}</span>`
  return (
    // In the page's flow under the header, as the app's (Container lg, pt sm): it covers nothing (decision 0138).
    `<div data-boot-consent style="box-sizing:border-box;max-width:1140px;margin:0 auto;padding:12px 16px 0">` +
    `<section style="box-sizing:border-box;padding:16px;border:1px solid #dee2e6;border-radius:8px;background:#fff;color:#000;` +
    `box-shadow:0 1px 3px rgba(0,0,0,.05),0 20px 25px -5px rgba(0,0,0,.05),0 10px 10px -5px rgba(0,0,0,.04)">` +
    `<p style="margin:0;font:400 14px/1.45 ${FONT}">${escapeHtml(t('cookies.text'))}${link}</p>` +
    `<div style="display:flex;flex-wrap:wrap;justify-content:flex-end;gap:12px;margin-top:12px">` +
    `${button(t('cookies.reject'), false)}${button(t('cookies.accept'), true)}</div></section></div>`
  )
}

/**
 * The room list selector of a search for two rooms or more, as src/ui/room-list-selector.tsx draws it before
 * anything is chosen: every room "to choose", the first one active (thicker border, "Selected" badge). The
 * grid's rows stretch to the active button's height, as the app's do.
 */
function roomSelector(rooms: readonly Occupancy[], look: Look): string {
  // Mantine's Text line heights: 1.45 at sm (14px), 1.4 at xs (12px)
  const text = (size: 12 | 14, weight: number, content: string, more = '') =>
    `<span style="font:${more}${weight} ${size}px/${size === 14 ? 1.45 : 1.4} ${FONT};color:#000">${escapeHtml(content)}</span>`
  const buttons = rooms.map((room, index) => {
    const active = index === 0
    const badge = active
      ? `<span style="display:inline-block;margin-top:2px;height:16px;padding:0 6px;border:1px solid transparent;box-sizing:border-box;border-radius:1000px;background:${look.primary};color:#fff;font:700 9px/14px ${FONT};letter-spacing:.25px;text-transform:uppercase">${escapeHtml(t('rooms.selected'))}</span>`
      : ''
    return (
      `<li style="display:flex">` +
      `<div style="flex:1;display:flex;flex-direction:column;align-items:flex-start;gap:2px;box-sizing:border-box;` +
      `padding:10px 12px;border-radius:8px;margin:${active ? 0 : 1}px;` +
      `border:${active ? `2px solid ${look.primary}` : '1px solid #ced4da'};` +
      `background:${active ? `color-mix(in srgb,${look.primary} 10%,#fff)` : '#fff'}">` +
      text(14, 700, t('search.room', { number: index + 1 })) +
      text(14, 400, describeOccupancy(room)) +
      text(12, 400, t('rooms.toChoose'), 'italic ') +
      `${badge}</div></li>`
    )
  })
  return (
    `<ol style="display:grid;grid-template-columns:repeat(auto-fit,minmax(min(9.5rem,100%),1fr));gap:10px;` +
    `margin:0 0 20px;padding:0;list-style:none">${buttons.join('')}</ol>`
  )
}

/**
 * The top of rooms and rates as src/features/rooms-rates draws it: heading, the stay, "Change search", the
 * currency picker, the room list selector when the search has more than one room, the first room's heading with
 * its "Change guests" button, and its first room type's card with the photo (32px below: the room panel's two
 * 16px gaps around its notice region, empty at first). On a wide screen the list is two thirds of the page
 * (Mantine's md breakpoint, 64em): clamp() picks the width without a media query.
 */
function roomsPage(property: ShellProperty, search: ShellRoomsSearch, look: Look): string {
  const nights = nightsBetween(search.dateFrom, search.dateTo)
  const stay =
    `${formatDay(search.dateFrom, 'weekday')} – ${formatDay(search.dateTo, 'weekday')} · ` +
    `${t('units.nights', { count: nights })} · ${t('units.rooms', { count: search.rooms.length })}`
  const currencies = new Set([property.Currency, ...property.AvailableCurrencies])
  const picker =
    currencies.size < 2
      ? ''
      : `<div><div style="font:600 14px/1.55 ${FONT};color:#000">${escapeHtml(t('currency.label'))}</div>` +
        `<div style="box-sizing:border-box;width:120px;height:36px;margin-top:1px;padding:0 12px;border:1px solid #ced4da;border-radius:8px;font:400 14px/34px ${FONT};color:#000">${escapeHtml(property.Currency)}</div></div>`
  const room = search.rooms[0]
  const first = search.first
  const image = first ? safeUrl(first.imageUrl) : null
  const card = first
    ? `<div style="box-sizing:border-box;margin-top:32px;border:1px solid #dee2e6;border-radius:8px;overflow:hidden;background:#fff">` +
      (image
        ? `<img src="${escapeHtml(image)}" alt="" width="800" height="200" fetchpriority="high" style="display:block;width:100%;height:200px;object-fit:cover">`
        : '') +
      `<div style="padding:16px 20px 20px"><h3 style="margin:0;font:700 18px/1.45 ${HEADING_FONT};color:#000">${escapeHtml(first.name)}</h3></div></div>`
    : ''
  return (
    `<div style="box-sizing:border-box;max-width:1140px;margin:0 auto;padding:20px 16px">` +
    `<h1 style="margin:0;font:700 34px/1.3 ${HEADING_FONT};color:#000">${escapeHtml(t('rooms.title'))}</h1>` +
    `<div style="display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-end;gap:10px;margin:10px 0 20px">` +
    `<div><p style="margin:0;font:400 16px/1.55 ${FONT};color:#000">${escapeHtml(stay)}</p>` +
    `<p style="margin:2px 0 0;font:400 16px/1.55 ${FONT};color:${look.primary}">${escapeHtml(t('rooms.editSearch'))}</p></div>` +
    `${picker}</div>` +
    `<div style="width:clamp(calc(66.667% - 10.67px), (1023.98px - 100vw) * 1000, 100%)">` +
    (search.rooms.length > 1 ? roomSelector(search.rooms, look) : '') +
    (room
      ? `<div style="display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:10px">` +
        `<h2 style="margin:0;font:700 22px/1.4 ${HEADING_FONT};color:#000">${escapeHtml(t('rooms.forRoom', { number: 1, guests: describeOccupancy(room) }))}</h2>` +
        `<span style="display:inline-block;height:26px;padding:0 8px;border-radius:8px;font:600 14px/26px ${FONT};` +
        `color:${look.primary};background:color-mix(in srgb,${look.primary} 10%,#fff)">${escapeHtml(t('rooms.changeGuests'))}</span></div>`
      : '') +
    `${card}</div></div>`
  )
}

/**
 * The shell's markup (what goes inside #root). Nothing in it can be used before the app runs (inert, hidden
 * from assistive technology) except, on the search page, its heading and its search form (decision 0110).
 */
export function bootShellHtml(
  property: ShellProperty | null,
  page: ShellPage,
  search: ShellRoomsSearch | null = null,
  form: ShellSearchForm | null = null,
): string {
  const look = lookOf(property)
  const wrapper = `style="margin:0;font:400 16px/1.55 ${FONT};color:#000"`
  if (property && page === 'search' && form) {
    const inert = (html: string) => `<div inert aria-hidden="true">${html}</div>`
    return (
      `<div ${wrapper}>${inert(header(property, look) + consentBanner(property, look) + steps(0, look))}` +
      `<main style="display:block">` +
      heading(t('search.title'), line(property.PropertyAddress) + shellSearchFormHtml(form, look.primary)) +
      `</main></div>`
    )
  }
  let body: string
  if (property && page === 'search') {
    body = steps(0, look) + heading(t('search.title'), line(property.PropertyAddress))
  } else if (property && page === 'rooms') {
    body = steps(1, look) + (search ? roomsPage(property, search, look) : heading(t('rooms.title'), ''))
  } else if (property && page === 'checkout') {
    body = steps(2, look)
  } else {
    body = `<div style="box-sizing:border-box;max-width:1140px;margin:0 auto;padding:20px 16px">${line(t('app.loading'), '#444')}</div>`
  }
  return `<div inert aria-hidden="true" ${wrapper}>${header(property, look)}${consentBanner(property, look)}${body}</div>`
}

/**
 * index.html with its shell (between the boot-shell markers) and, optionally, more of the page's code to load
 * once the shell has painted (links added to the boot-code template; to <head> when there is none).
 */
export function fillBootShell(
  indexHtml: string,
  property: ShellProperty | null,
  page: ShellPage,
  {
    codeLinks = [],
    search = null,
    form = null,
    locale = DEFAULT_LOCALE,
  }: {
    codeLinks?: readonly string[]
    search?: ShellRoomsSearch | null
    form?: ShellSearchForm | null
    /** The guest's language (?lang, the kept choice, Accept-Language: server/boot-page.ts). */
    locale?: Locale
  } = {},
): string {
  const start = indexHtml.indexOf(BOOT_SHELL_START)
  const end = indexHtml.indexOf(BOOT_SHELL_END)
  if (start < 0 || end < start) return indexHtml
  let html =
    indexHtml.slice(0, start + BOOT_SHELL_START.length) +
    withLocale(locale, () => bootShellHtml(property, page, search, form)) +
    indexHtml.slice(end)
  html = html.replace(/<html[^>]*>/, `<html lang="${locale}" dir="${isRightToLeft(locale) ? 'rtl' : 'ltr'}">`)
  if (property) {
    const brand = lookOf(property).brand
    html = html
      .replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${brand}"`)
      .replace(
        /<link rel="manifest" href="[^"]*"/,
        `<link rel="manifest" href="/manifest/${escapeHtml(property.PropertyCode)}.webmanifest"`,
      )
  }
  if (codeLinks.length > 0) {
    const lines = (indent: string) => codeLinks.map((l) => `${indent}${l}\n`).join('')
    html = /\n(\s*)<\/template>/.test(html)
      ? html.replace(
          /\n(\s*)<\/template>/,
          (_all, indent: string) => `\n${lines(`${indent}  `)}${indent}</template>`,
        )
      : html.replace(/\n\s*<\/head>/, `\n${lines('    ')}  </head>`)
  }
  return html
}
