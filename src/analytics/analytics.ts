// Analytics (docs/product/the-app.md#screens, docs/product/the-app.md#limits). Page views per property and GA4-style e-commerce events (view_item_list,
// add_to_cart, begin_checkout, purchase) go to window.dataLayer, and only once the guest has consented to
// analytics cookies in the cookie banner; what happens before that is not recorded. With consent, the
// property's tag manager container (if it has one) is loaded to read the dataLayer.
// Campaign data (utm_* and click ids of the landing address) is kept under one fixed key so the purchase can
// be attributed to it, and cleared after a booking confirmation (decision 0024).
// The guest can change the answer at any time (Cookie settings in the menu): refusing, or withdrawing consent
// given earlier, stops every push, empties the dataLayer and removes the campaign and the analytics cookies a
// tag manager may have set on this site (decision 0033).
// A property with a social pixel (Meta's) gets it too, on the same consent: its page views and the four
// e-commerce events under the pixel's standard names (decision 0085).

import type { SearchResult } from '@/api/contract/availability'
import type { PropertySettings } from '@/api/contract/property'
import { readStored, removeStored, writeStored } from '@/storage/web-storage'
import { analyticsConsent, storeConsent, type Consent } from './consent'

type DataLayerEvent = Record<string, unknown>
type WindowWithDataLayer = Window & { dataLayer?: DataLayerEvent[] }

export const CAMPAIGN_KEY = 'booking-engine.campaign'
const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
]

export function hasAnalyticsConsent(): boolean {
  return analyticsConsent() === 'granted'
}

type PixelFunction = ((...args: unknown[]) => void) & {
  queue?: unknown[][]
  callMethod?: (...args: unknown[]) => void
  loaded?: boolean
  version?: string
  push?: unknown
}
type WindowWithPixel = Window & { fbq?: PixelFunction; _fbq?: PixelFunction }

let lastPage: {
  propertyCode: string
  path: string
  tagManagerId: string | null
  pixelId: string | null
} | null = null

/**
 * The cookie banner's answer, first given or changed later. Granting records the page the guest is on, which
 * was not recorded before. Refusing forgets what analytics kept: the events not yet read, the campaign and the
 * analytics cookies. Returns true when the page must reload to be rid of a tag manager already running in it
 * (a script can't be unloaded; the booking in progress is kept on the device and resumes).
 */
export function setAnalyticsConsent(consent: Consent): { reload: boolean } {
  return applyConsent(consent, storeConsent(consent))
}

/** What an answer, already recorded (`storeConsent`), changes in the page; `before` is the answer it replaced. */
export function applyConsent(consent: Consent, before: Consent | null): { reload: boolean } {
  if (consent === 'granted') {
    if (before !== 'granted' && lastPage) {
      loadTagManager(lastPage.tagManagerId)
      loadPixel(lastPage.pixelId)
      pushEvent({ event: 'page_view', property_code: lastPage.propertyCode, page_path: lastPage.path })
    }
    return { reload: false }
  }
  ;(window as WindowWithDataLayer).dataLayer = []
  clearCampaign()
  removeAnalyticsCookies()
  return { reload: loadedContainers.size > 0 || loadedPixels.size > 0 }
}

/**
 * Cookies Google Analytics and Ads set on the site through a tag manager (`_ga`, `_ga_<id>`, `_gid`, …), and the
 * social pixel's (`_fbp`, `_fbc`).
 */
const ANALYTICS_COOKIE = /^(_ga|_ga_.+|_gid|_gat.*|_gcl_.+|_dc_gtm_.+|_fbp|_fbc)$/

/**
 * Removes the analytics cookies from this page's site. They are set on the widest domain the tag could use,
 * so each parent domain of the host is tried too (a cookie is only removed with its own domain and path).
 */
export function removeAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((c) => c.split('=')[0]?.trim() ?? '')
    .filter((name) => ANALYTICS_COOKIE.test(name))
  if (names.length === 0) return
  const parts = window.location.hostname.split('.')
  const domains = ['', ...parts.slice(0, -1).map((_, i) => `; domain=${parts.slice(i).join('.')}`)]
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; max-age=0; path=/${domain}`
    }
  }
}

/** The campaign the guest arrived from, kept until a booking is confirmed. */
export function campaign(): Record<string, string> | null {
  const raw = readStored('local', CAMPAIGN_KEY)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return null
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string'))
  } catch {
    return null
  }
}

/**
 * Keeps the campaign parameters of a landing address (a new campaign replaces the old one); nothing once the
 * guest has refused analytics.
 */
export function captureCampaign(search: string): void {
  if (analyticsConsent() === 'denied') return
  const params = new URLSearchParams(search)
  const found = CAMPAIGN_PARAMS.flatMap((key) => {
    const value = params.get(key)
    return value ? [[key, value.slice(0, 200)] as const] : []
  })
  if (found.length > 0) writeStored('local', CAMPAIGN_KEY, JSON.stringify(Object.fromEntries(found)))
}

export function clearCampaign(): void {
  removeStored('local', CAMPAIGN_KEY)
}

export function pushEvent(event: DataLayerEvent): void {
  if (!hasAnalyticsConsent()) return
  const w = window as WindowWithDataLayer
  w.dataLayer ??= []
  // GA4's advice: clear the previous e-commerce object so its fields do not leak into this event.
  if ('ecommerce' in event) w.dataLayer.push({ ecommerce: null })
  const source = campaign()
  w.dataLayer.push(source ? { ...event, campaign: source } : event)
  if (loadedPixels.size > 0) trackOnPixel(event)
}

/** The pixel's standard event for each of ours; the others (and our own) are not sent to it. */
const PIXEL_EVENTS: Record<string, string> = {
  page_view: 'PageView',
  view_item_list: 'ViewContent',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  purchase: 'Purchase',
}

function trackOnPixel(event: DataLayerEvent): void {
  const fbq = (window as WindowWithPixel).fbq
  const name = typeof event.event === 'string' ? PIXEL_EVENTS[event.event] : undefined
  if (!fbq || !name) return
  if (name === 'PageView') return fbq('track', name)
  const commerce = (event.ecommerce ?? {}) as {
    currency?: string
    value?: number
    items?: { item_id?: string; quantity?: number; price?: number }[]
  }
  const items = commerce.items ?? []
  fbq('track', name, {
    content_type: 'product',
    content_ids: items.map((i) => i.item_id),
    contents: items.map((i) => ({ id: i.item_id, quantity: i.quantity, item_price: i.price })),
    num_items: items.length,
    currency: commerce.currency,
    value: commerce.value ?? items.reduce((sum, i) => sum + (i.price ?? 0) * (i.quantity ?? 1), 0),
  })
}

const heldKey = (token: string) => `pending-purchase:${token}`

/**
 * Keeps a purchase event for a booking paid on another site (PayStack): it is counted when the guest comes back
 * paid and the confirmation shows, not when they leave. sessionStorage, this tab only; it holds what the event
 * holds (rooms, amounts, reference), nothing about the guest.
 */
export function holdPurchase(confirmationToken: string, event: DataLayerEvent): void {
  // Storage blocked: that purchase goes uncounted.
  writeStored('session', heldKey(confirmationToken), JSON.stringify(event))
}

/** Pushes the purchase held for this booking, once; nothing when none was held (paid here, or counted already). */
export function releasePurchase(confirmationToken: string): void {
  const raw = readStored('session', heldKey(confirmationToken))
  removeStored('session', heldKey(confirmationToken))
  if (!raw) return
  try {
    const event: unknown = JSON.parse(raw)
    if (typeof event === 'object' && event !== null) pushEvent(event as DataLayerEvent)
  } catch {
    // not ours: dropped
  }
}

export function trackPageView(
  property: Pick<PropertySettings, 'PropertyCode' | 'GoogleTagManagerContainerId'> &
    Partial<Pick<PropertySettings, 'FacebookPixelId'>>,
  path: string,
): void {
  captureCampaign(window.location.search)
  lastPage = {
    propertyCode: property.PropertyCode,
    path,
    tagManagerId: property.GoogleTagManagerContainerId,
    pixelId: property.FacebookPixelId ?? null,
  }
  if (!hasAnalyticsConsent()) return
  loadTagManager(property.GoogleTagManagerContainerId)
  loadPixel(property.FacebookPixelId ?? null)
  pushEvent({ event: 'page_view', property_code: property.PropertyCode, page_path: path })
}

const loadedContainers = new Set<string>()

function loadTagManager(containerId: string | null): void {
  if (!containerId || loadedContainers.has(containerId) || !/^GTM-[A-Z0-9]+$/.test(containerId)) return
  loadedContainers.add(containerId)
  const w = window as WindowWithDataLayer
  w.dataLayer ??= []
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${containerId}`
  document.head.append(script)
}

const loadedPixels = new Set<string>()

/** Meta's pixel, as its own snippet sets it up: a queue that takes calls until its script has loaded. */
function loadPixel(pixelId: string | null): void {
  if (!pixelId || loadedPixels.has(pixelId) || !/^\d{5,20}$/.test(pixelId)) return
  loadedPixels.add(pixelId)
  const w = window as WindowWithPixel
  if (!w.fbq) {
    const fbq: PixelFunction = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args)
      else fbq.queue?.push(args)
    }
    fbq.queue = []
    fbq.loaded = true
    fbq.version = '2.0'
    fbq.push = fbq
    w.fbq = fbq
    w._fbq ??= fbq
    const script = document.createElement('script')
    script.async = true
    script.src = 'https://connect.facebook.net/en_US/fbevents.js'
    document.head.append(script)
  }
  w.fbq('init', pixelId)
}

export type EcommerceItem = {
  item_id: string
  item_name: string
  item_variant?: string
  item_category?: string
  price: number
  quantity: number
  index?: number
}

/** view_item_list: the room types a search offered, each at its lowest price for the stay. */
export function trackSearchResults(
  property: Pick<PropertySettings, 'PropertyCode' | 'Currency'>,
  result: SearchResult,
): void {
  pushEvent({
    event: 'view_item_list',
    ecommerce: {
      item_list_id: `${property.PropertyCode}-rooms`,
      item_list_name: 'Rooms & Rates',
      currency: property.Currency,
      items: result.RoomTypes.filter((o) => o.LowestRate >= 0).map((o, index): EcommerceItem => ({
        item_id: o.RoomType.RoomTypeCode,
        item_name: o.RoomType.Name,
        price: o.LowestRate,
        quantity: 1,
        index,
      })),
    },
  })
}
