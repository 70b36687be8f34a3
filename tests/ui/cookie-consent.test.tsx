import { MantineProvider } from '@mantine/core'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import '@/i18n/load-device'
import type * as AnalyticsModule from '@/analytics/analytics'

// Cookie consent as the guest changes it: the analytics module (src/analytics/analytics.ts) and the banner that
// asks (src/ui/cookie-banner.tsx). Module state (the page last seen, the tag managers loaded) is fresh per test.

type Analytics = typeof AnalyticsModule
type WithDataLayer = Window & { dataLayer?: Record<string, unknown>[] }
type WithPixel = Window & { fbq?: { queue?: unknown[][] }; _fbq?: unknown }

const HARBOUR = { PropertyCode: 'HARBOUR', GoogleTagManagerContainerId: null }

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((c) => c.split('=')[0]?.trim() ?? '')
    .filter(Boolean)
}

function dataLayer() {
  return (window as WithDataLayer).dataLayer ?? []
}

let analytics: Analytics

beforeEach(async () => {
  localStorage.clear()
  sessionStorage.clear()
  for (const name of cookieNames()) document.cookie = `${name}=; max-age=0; path=/`
  delete (window as WithDataLayer).dataLayer
  delete (window as WithPixel).fbq
  delete (window as WithPixel)._fbq
  document.head.querySelectorAll('script').forEach((s) => s.remove())
  vi.resetModules()
  // The fresh modules have an empty catalogue: the search route's texts (the banner's among them) again.
  await import('@/i18n/default-texts')
  analytics = await import('@/analytics/analytics')
})

describe('analytics consent', () => {
  it('records nothing before an answer, and the page the guest is on once they accept', () => {
    analytics.trackPageView(HARBOUR, '/Book/HARBOUR')
    analytics.pushEvent({ event: 'add_to_cart' })
    expect(dataLayer()).toEqual([])
    expect(analytics.setAnalyticsConsent('granted')).toEqual({ reload: false })
    expect(dataLayer()).toEqual([
      { event: 'page_view', property_code: 'HARBOUR', page_path: '/Book/HARBOUR' },
    ])
  })

  it('withdrawing stops the events and removes the campaign and the analytics cookies, nothing else', () => {
    window.history.replaceState(null, '', '/Book/HARBOUR?utm_source=newsletter')
    analytics.setAnalyticsConsent('granted')
    analytics.trackPageView(HARBOUR, '/Book/HARBOUR')
    expect(analytics.campaign()).toEqual({ utm_source: 'newsletter' })
    document.cookie = '_ga=GA1.1.1.2; path=/'
    document.cookie = '_ga_ABC123=GS1.1.3; path=/'
    document.cookie = '_gid=GA1.1.4; path=/'
    document.cookie = 'session-ish=keep; path=/'
    expect(dataLayer().length).toBeGreaterThan(0)

    expect(analytics.setAnalyticsConsent('denied')).toEqual({ reload: false })
    expect(dataLayer()).toEqual([])
    expect(analytics.campaign()).toBeNull()
    expect(cookieNames()).toEqual(['session-ish'])
    analytics.pushEvent({ event: 'begin_checkout' })
    analytics.trackPageView(HARBOUR, '/Book/HARBOUR/Checkout')
    expect(dataLayer()).toEqual([])
    // A later landing from a campaign is not kept either.
    analytics.captureCampaign('?utm_source=again')
    expect(analytics.campaign()).toBeNull()
    window.history.replaceState(null, '', '/')
  })

  it('consenting again records the current page once', () => {
    analytics.setAnalyticsConsent('denied')
    analytics.trackPageView(HARBOUR, '/Book/HARBOUR/RoomsRates')
    analytics.setAnalyticsConsent('granted')
    analytics.setAnalyticsConsent('granted')
    expect(dataLayer().map((e) => e.page_path)).toEqual(['/Book/HARBOUR/RoomsRates'])
  })

  it('asks for a reload when a tag manager already runs in the page, since a script cannot be unloaded', () => {
    analytics.setAnalyticsConsent('granted')
    analytics.trackPageView({ PropertyCode: 'HARBOUR', GoogleTagManagerContainerId: 'GTM-ABC12' }, '/')
    expect(document.head.querySelector('script[src*="GTM-ABC12"]')).not.toBeNull()
    expect(analytics.setAnalyticsConsent('denied')).toEqual({ reload: true })
  })
})

describe('the social pixel', () => {
  const WITH_PIXEL = { ...HARBOUR, FacebookPixelId: '123456789012345' }
  const calls = () => (window as WithPixel).fbq?.queue ?? []

  it('loads only with consent, and gets the page views and the e-commerce events under its own names', () => {
    analytics.trackPageView(WITH_PIXEL, '/Book/HARBOUR')
    expect((window as WithPixel).fbq).toBeUndefined()
    expect(document.head.querySelector('script[src*="connect.facebook.net"]')).toBeNull()

    analytics.setAnalyticsConsent('granted')
    expect(document.head.querySelector('script[src*="connect.facebook.net"]')).not.toBeNull()
    analytics.pushEvent({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'HH1',
        currency: 'GBP',
        value: 240,
        items: [{ item_id: 'DBL', item_name: 'Double', price: 240, quantity: 1 }],
      },
    })
    analytics.pushEvent({ event: 'something_else' })
    expect(calls()).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
      [
        'track',
        'Purchase',
        {
          content_type: 'product',
          content_ids: ['DBL'],
          contents: [{ id: 'DBL', quantity: 1, item_price: 240 }],
          num_items: 1,
          currency: 'GBP',
          value: 240,
        },
      ],
    ])
  })

  it('withdrawing asks for a reload (its script cannot be unloaded) and removes its cookies', () => {
    analytics.setAnalyticsConsent('granted')
    analytics.trackPageView(WITH_PIXEL, '/Book/HARBOUR')
    document.cookie = '_fbp=fb.1.2.3; path=/'
    expect(analytics.setAnalyticsConsent('denied')).toEqual({ reload: true })
    expect(cookieNames()).not.toContain('_fbp')
  })

  it('ignores an id that is not a pixel id', () => {
    analytics.setAnalyticsConsent('granted')
    analytics.trackPageView({ ...HARBOUR, FacebookPixelId: '"><script>' }, '/Book/HARBOUR')
    expect((window as WithPixel).fbq).toBeUndefined()
  })
})

describe('a purchase paid on another site', () => {
  const purchase = { event: 'purchase', ecommerce: { transaction_id: 'HH1', value: 240 } }

  it('is counted once, when the guest is back and the booking confirmed, with the campaign they came from', () => {
    window.history.replaceState(null, '', '/Book/HARBOUR?utm_source=newsletter')
    analytics.setAnalyticsConsent('granted')
    analytics.trackPageView(HARBOUR, '/Book/HARBOUR')
    analytics.holdPurchase('token-1', purchase)
    expect(dataLayer().some((e) => e.event === 'purchase')).toBe(false)

    analytics.releasePurchase('token-other')
    analytics.releasePurchase('token-1')
    analytics.releasePurchase('token-1')
    const purchases = dataLayer().filter((e) => e.event === 'purchase')
    expect(purchases).toEqual([{ ...purchase, campaign: { utm_source: 'newsletter' } }])
    expect(sessionStorage.getItem('pending-purchase:token-1')).toBeNull()
  })

  it('is not counted when the guest refused analytics meanwhile', () => {
    analytics.setAnalyticsConsent('granted')
    analytics.holdPurchase('token-2', purchase)
    analytics.setAnalyticsConsent('denied')
    analytics.releasePurchase('token-2')
    expect(dataLayer()).toEqual([])
  })
})

describe('the cookie banner', () => {
  async function renderBanner(reopen = 0) {
    const { CookieBanner } = await import('@/ui/cookie-banner')
    const ui = (n: number) => (
      <MantineProvider>
        <CookieBanner privacyPolicyUrl="https://example.com/privacy" reopen={n} />
      </MantineProvider>
    )
    const view = render(ui(reopen))
    return { ...view, reopen: (n: number) => view.rerender(ui(n)) }
  }

  it('asks a first-time guest without taking the focus', async () => {
    await renderBanner()
    const banner = screen.getByRole('region', { name: 'Cookie consent' })
    expect(banner).not.toHaveFocus()
    expect(screen.queryByTestId('cookie-choice')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Only necessary cookies' }))
    expect(localStorage.getItem('booking-engine.cookie-consent')).toBe('denied')
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
  })

  it("an answer is kept at once, and what it changes follows once analytics' code is in", async () => {
    analytics.trackPageView(HARBOUR, '/Book/HARBOUR')
    await renderBanner()
    fireEvent.click(screen.getByRole('button', { name: 'Accept analytics cookies' }))
    expect(localStorage.getItem('booking-engine.cookie-consent')).toBe('granted')
    await vi.waitFor(() =>
      expect(dataLayer()).toEqual([
        expect.objectContaining({ event: 'page_view', property_code: 'HARBOUR', page_path: '/Book/HARBOUR' }),
      ]),
    )
  })

  it('stays away once answered, and comes back from the settings with the answer given', async () => {
    localStorage.setItem('booking-engine.cookie-consent', 'granted')
    const view = await renderBanner()
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()

    act(() => view.reopen(1))
    const banner = screen.getByRole('region', { name: 'Cookie consent' })
    expect(banner).toHaveFocus()
    expect(screen.getByTestId('cookie-choice')).toHaveTextContent('analytics cookies accepted')
    fireEvent.keyDown(banner, { key: 'Escape' })
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
    expect(localStorage.getItem('booking-engine.cookie-consent')).toBe('granted')

    act(() => view.reopen(2))
    fireEvent.click(screen.getByRole('button', { name: 'Only necessary cookies' }))
    expect(localStorage.getItem('booking-engine.cookie-consent')).toBe('denied')
    act(() => view.reopen(3))
    expect(screen.getByTestId('cookie-choice')).toHaveTextContent('only necessary cookies')
    fireEvent.click(screen.getByRole('button', { name: 'Close and keep my choice' }))
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
    expect(localStorage.getItem('booking-engine.cookie-consent')).toBe('denied')
  })
})
