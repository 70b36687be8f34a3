/**
 * One layout for every message (issue 19, decision 0105): a message is described once — headings, paragraphs,
 * rows of label and amount, buttons — and rendered both as HTML and as plain text, so the two never say
 * different things. The HTML is what mail clients still read well: tables for layout, inline styles only,
 * at most 600px wide so it reads on a phone, in the hotel's colours with its logo, and readable with images off
 * (the logo's alt text is the hotel's name, set in the header's text colour).
 *
 * Traps:
 * - Every string that reaches the HTML goes through `escapeHtml`, guest-supplied or not: a guest called
 *   `<script>` or `"><img` is shown as text. Colours come from `lookOf` (#hex only) and links must be http(s)
 *   or a path, or they are left out.
 * - The hotel's logo is a path in the demo (`/demo/logo-harbour.png`): a mail client can only fetch an absolute
 *   address, so it is resolved under PUBLIC_URL, and left out when the server does not know its address. An SVG
 *   logo is left out too: Gmail, Outlook and most web mail show it as a broken image, so the hotel's name in the
 *   header's colours stands in its place (the server sends images with a cross-origin resource policy that lets
 *   mail clients load them).
 */
import type { PropertySettings } from '@/api/contract/property'
import { lookOf } from '@/boot-shell/boot-shell'
import { escapeHtml } from '@/boot-shell/shell-text'
import { formatMoney, toMinorUnits } from '@/domain/money'

/** A row of a table of amounts or facts: "Total | £300.00". */
export type MailRow = { label: string; value: string; strong?: boolean }

export type MailButton = { label: string; url: string }

export type MailBlock =
  | { heading: string }
  | { paragraph: string }
  /** Smaller, quieter text: a policy, a note under a table. */
  | { note: string }
  | { rows: readonly MailRow[] }
  | { buttons: readonly MailButton[] }

export type MailContent = {
  /** The message's title, the first thing in the body and the HTML document's title. */
  title: string
  /** The line a mail client shows beside the subject in the inbox. */
  preview?: string
  blocks: readonly MailBlock[]
  /** The message's language and direction (decision 0122); en-GB, left to right, when not said. */
  language?: { lang: string; dir: 'ltr' | 'rtl' }
}

/** Who the message is from, as its header and footer show it. */
export type MailHotel = { name: string; settings: PropertySettings }

export type RenderedMail = { html: string; text: string }

const FONT = 'Arial, Helvetica, sans-serif'
const INK = '#1f2328'
const QUIET = '#57606a'
const RULE = '#d0d7de'

/** An amount in major units as the app shows it (en-GB, the currency's sign): 300 → '£300.00'. */
export function mailMoney(major: number, currency: string): string {
  return formatMoney(toMinorUnits(major), currency, 'en-GB')
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A calendar day as the app writes it in full ('Monday, 1 February 2027'); no time zone can shift it. */
export function mailDay(isoDay: string): string {
  const [y = 1970, m = 1, d = 1] = isoDay.split('-').map(Number)
  return DAY_FORMAT.format(new Date(Date.UTC(y, m - 1, d)))
}

/** '1 night', '2 nights'. */
export function nightsText(nights: number): string {
  return `${nights} night${nights === 1 ? '' : 's'}`
}

/** A link a mail may carry: http(s), or a path when the server does not know its public address. */
function safeLink(url: string): string | null {
  return /^(https?:\/\/|\/(?!\/))/i.test(url.trim()) ? url.trim() : null
}

/** The hotel's logo as an absolute http(s) address, or null when a mail client could not fetch or show it. */
export function logoAddress(logo: string | null, publicUrl: string | undefined): string | null {
  if (!logo) return null
  try {
    const absolute = new URL(logo, publicUrl)
    if (absolute.pathname.toLowerCase().endsWith('.svg')) return null
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.href : null
  } catch {
    return null
  }
}

function contactLines(settings: PropertySettings): string[] {
  return [settings.PropertyAddress, settings.Telephone, settings.Email, settings.WebsiteUrl ?? ''].filter(
    (line) => line.trim() !== '',
  )
}

// ---------------------------------------------------------------- plain text

function textBlock(block: MailBlock): string {
  if ('heading' in block) return `${block.heading}\n${'-'.repeat(Math.min(block.heading.length, 60))}`
  if ('paragraph' in block) return block.paragraph
  if ('note' in block) return block.note
  if ('rows' in block) return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n')
  return block.buttons.map((button) => `${button.label}: ${button.url}`).join('\n')
}

function mailText(hotel: MailHotel, content: MailContent): string {
  const body = [content.title, ...content.blocks.map(textBlock)]
  const footer = [hotel.name, ...contactLines(hotel.settings)].join('\n')
  return `${body.join('\n\n')}\n\n-- \n${footer}\n`
}

// ---------------------------------------------------------------- HTML

type Colours = { brand: string; brandText: string; button: string }

function rowsHtml(rows: readonly MailRow[], dir: 'ltr' | 'rtl'): string {
  // Labels at the start of the line, amounts at its end: right and left in a right-to-left message.
  const [start, end] = dir === 'rtl' ? ['right', 'left'] : ['left', 'right']
  const gap = dir === 'rtl' ? 'padding-right' : 'padding-left'
  const cells = rows.map((row) => {
    const weight = row.strong ? 'font-weight:bold;' : ''
    const line = `padding:6px 0;border-top:1px solid ${RULE};${weight}`
    return (
      `<tr><td style="${line}text-align:${start};vertical-align:top">${escapeHtml(row.label)}</td>` +
      `<td style="${line}text-align:${end};vertical-align:top;white-space:nowrap;${gap}:12px">${escapeHtml(row.value)}</td></tr>`
    )
  })
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" ` +
    `style="border-collapse:collapse;margin:0 0 16px;font:15px/1.5 ${FONT};color:${INK}">${cells.join('')}</table>`
  )
}

/** Buttons one under another: a row of them would not fit a phone, and each stays a large target. */
function buttonsHtml(buttons: readonly MailButton[], colours: Colours): string {
  return buttons
    .flatMap((button) => {
      const href = safeLink(button.url)
      if (!href) return []
      return [
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 12px"><tr>` +
          `<td style="border-radius:4px;background:${colours.button}">` +
          `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;font:bold 15px/1.2 ${FONT};` +
          `color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(button.label)}</a></td></tr></table>`,
      ]
    })
    .join('')
}

function blockHtml(block: MailBlock, colours: Colours, dir: 'ltr' | 'rtl'): string {
  if ('heading' in block)
    return `<h2 style="margin:24px 0 8px;font:bold 18px/1.3 ${FONT};color:${INK}">${escapeHtml(block.heading)}</h2>`
  if ('paragraph' in block)
    return `<p style="margin:0 0 12px;font:15px/1.5 ${FONT};color:${INK}">${escapeHtml(block.paragraph)}</p>`
  if ('note' in block)
    return `<p style="margin:0 0 12px;font:13px/1.5 ${FONT};color:${QUIET}">${escapeHtml(block.note)}</p>`
  if ('rows' in block) return rowsHtml(block.rows, dir)
  return buttonsHtml(block.buttons, colours)
}

function headerHtml(hotel: MailHotel, logo: string | null, colours: Colours): string {
  const name = escapeHtml(hotel.name)
  // With images off the alt text stands in the logo's place, in the header's own text colour.
  const identity = logo
    ? `<img src="${escapeHtml(logo)}" alt="${name}" height="48" style="display:block;height:48px;width:auto;` +
      `max-width:260px;border:0;font:bold 20px/48px ${FONT};color:${colours.brandText}">`
    : `<span style="font:bold 20px/48px ${FONT};color:${colours.brandText}">${name}</span>`
  return `<tr><td style="padding:16px 24px;background:${colours.brand}">${identity}</td></tr>`
}

function footerHtml(hotel: MailHotel): string {
  const lines = [hotel.name, ...contactLines(hotel.settings)].map(escapeHtml)
  return (
    `<tr><td style="padding:16px 24px;font:13px/1.5 ${FONT};color:${QUIET};border-top:1px solid ${RULE}">` +
    `${lines.join('<br>')}</td></tr>`
  )
}

function mailHtml(hotel: MailHotel, content: MailContent, logo: string | null): string {
  const { lang, dir } = content.language ?? { lang: 'en-GB', dir: 'ltr' }
  const look = lookOf(hotel.settings)
  const colours: Colours = { brand: look.brand, brandText: look.brandText, button: look.primary }
  const preview = content.preview
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(content.preview)}</div>`
    : ''
  const body =
    `<h1 style="margin:0 0 16px;font:bold 22px/1.3 ${FONT};color:${INK}">${escapeHtml(content.title)}</h1>` +
    content.blocks.map((block) => blockHtml(block, colours, dir)).join('')
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(lang)}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light">` +
    `<title>${escapeHtml(content.title)}</title></head>` +
    `<body dir="${dir}" style="margin:0;padding:0;background:#f3f4f6">${preview}` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6">` +
    `<tr><td align="center" style="padding:16px 8px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" ` +
    `style="max-width:600px;background:#ffffff;border-collapse:collapse">` +
    headerHtml(hotel, logo, colours) +
    `<tr><td style="padding:24px">${body}</td></tr>` +
    footerHtml(hotel) +
    `</table></td></tr></table></body></html>`
  )
}

/** `content` as HTML and plain text, from `hotel`, whose logo resolves under `publicUrl`. */
export function renderMail(
  hotel: MailHotel,
  content: MailContent,
  publicUrl: string | undefined,
): RenderedMail {
  const logo = logoAddress(hotel.settings.LogoFileUrl, publicUrl)
  return { html: mailHtml(hotel, content, logo), text: mailText(hotel, content) }
}
