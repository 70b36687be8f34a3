/**
 * The one layout of every message (server/mail/layout.ts): HTML and text from one description, in the hotel's
 * colours with its logo, and every string shown as text, whatever a guest typed into it.
 */
import { describe, expect, it } from 'vitest'
import { logoAddress, mailDay, mailMoney, renderMail, type MailContent } from '../../../server/mail/layout'
import { HARBOUR } from '../../../server/seed/demo'

const PUBLIC_URL = 'https://book.harbour-house.example'
const hotel = { name: HARBOUR.name, settings: HARBOUR.settings }

const content = (guestName: string): MailContent => ({
  title: `Dear ${guestName}`,
  preview: `Booking HH123 for ${guestName}`,
  blocks: [
    { heading: 'Your stay' },
    { paragraph: `Lead guest: ${guestName}` },
    {
      rows: [
        { label: `Room 1: ${guestName}`, value: mailMoney(300, 'GBP') },
        { label: 'Total', value: mailMoney(1234.5, 'GBP'), strong: true },
      ],
    },
    { note: 'Free cancellation until 24 hours before arrival.' },
    {
      buttons: [
        { label: 'Manage your booking', url: `${PUBLIC_URL}/Manage/HARBOUR/Reservation/HH123/abc` },
        { label: 'Nowhere', url: 'javascript:alert(1)' },
      ],
    },
  ],
})

/** Every start tag of `html`, by name. */
const tags = (html: string) =>
  [...html.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((m) => (m[1] ?? '').toLowerCase())

describe('the mail layout', () => {
  it('shows a guest called <script> or "><img as text in the HTML, and as typed in the text', () => {
    for (const name of [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      "O'Brien & <b>Co</b>",
    ]) {
      const { html, text } = renderMail(hotel, content(name), PUBLIC_URL)
      expect(tags(html)).not.toContain('script')
      expect(tags(html).filter((tag) => tag === 'img')).toHaveLength(1)
      expect(tags(html)).not.toContain('b')
      expect(html).not.toContain(name)
      expect(html).not.toContain('onerror=alert(1)>')
      expect(text).toContain(`Lead guest: ${name}`)
    }
  })

  it('says the same in HTML and text: title, rows, notes and buttons with their links', () => {
    const { html, text } = renderMail(hotel, content('Grace'), PUBLIC_URL)
    for (const part of [
      'Dear Grace',
      'Your stay',
      '£300.00',
      '£1,234.50',
      'Free cancellation until 24 hours',
    ]) {
      expect(html).toContain(part)
      expect(text).toContain(part)
    }
    expect(text).toContain('Room 1: Grace: £300.00')
    expect(text).toContain(`Manage your booking: ${PUBLIC_URL}/Manage/HARBOUR/Reservation/HH123/abc`)
    expect(html).toContain(`href="${PUBLIC_URL}/Manage/HARBOUR/Reservation/HH123/abc"`)
    // A link that is not http(s) is never a button.
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('>Nowhere<')
    // The hotel's contact details close both.
    for (const part of [
      HARBOUR.settings.Telephone,
      HARBOUR.settings.Email,
      HARBOUR.settings.PropertyAddress,
    ]) {
      expect(text).toContain(part)
      expect(html).toContain(part)
    }
  })

  it("is at most 600px wide, in the hotel's colours, with its logo at an absolute address and its name as alt", () => {
    const { html } = renderMail(hotel, content('Grace'), PUBLIC_URL)
    expect(html).toContain('max-width:600px')
    expect(html).toContain('lang="en-GB"')
    expect(html).toContain('name="viewport"')
    expect(html).toContain(`background:${HARBOUR.settings.Theme.BrandPrimary}`)
    expect(html).toContain(`<img src="${PUBLIC_URL}/demo/logo-harbour.png" alt="${HARBOUR.name}"`)
    // No stylesheet to lose: every style is inline.
    expect(tags(html)).not.toContain('style')
    expect(tags(html)).not.toContain('link')
  })

  it("shows the hotel's name instead of a logo a mail client could not fetch", () => {
    const { html } = renderMail(hotel, content('Grace'), undefined)
    expect(tags(html)).not.toContain('img')
    expect(html).toContain(`>${HARBOUR.name}</span>`)
    expect(logoAddress('/demo/logo.png', undefined)).toBeNull()
  })

  it('leaves out an SVG logo, which mail clients show broken', () => {
    expect(logoAddress('/demo/logo-harbour.svg', PUBLIC_URL)).toBeNull()
    expect(logoAddress('https://cdn.hotel.example/brand/Logo.SVG?v=2', PUBLIC_URL)).toBeNull()
    expect(logoAddress('https://cdn.hotel.example/brand/logo.png?v=2', PUBLIC_URL)).toBe(
      'https://cdn.hotel.example/brand/logo.png?v=2',
    )
    expect(logoAddress('javascript:alert(1)', PUBLIC_URL)).toBeNull()
    expect(logoAddress('https://cdn.example/logo.png', PUBLIC_URL)).toBe('https://cdn.example/logo.png')
  })

  it('keeps a colour that is not #hex out of the style', () => {
    const theme = { ...HARBOUR.settings.Theme, BrandPrimary: 'red;background:url(https://evil.example/)' }
    const { html } = renderMail(
      { ...hotel, settings: { ...HARBOUR.settings, Theme: theme } },
      content('G'),
      PUBLIC_URL,
    )
    expect(html).not.toContain('evil.example')
  })

  it('writes days in full, en-GB, whatever the zone', () => {
    // As the app's long day (the comma is the ICU version's choice).
    expect(mailDay('2027-02-01')).toMatch(/^Monday,? 1 February 2027$/)
  })
})
