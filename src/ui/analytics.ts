// Analytics (spec §2, §9). Page views per property and GA4-style e-commerce events (view_item_list,
// add_to_cart, begin_checkout, purchase) go to window.dataLayer, and only once the guest has consented to
// analytics cookies in the cookie banner; what happens before that is not recorded. With consent, the
// property's tag manager container (if it has one) is loaded to read the dataLayer.
// Campaign data (utm_* and click ids of the landing address) is kept under one fixed key so the purchase can
// be attributed to it, and cleared after a booking confirmation (decision 0024).

import type { SearchResult } from '@/api/contract/availability'
import type { PropertySettings } from '@/api/contract/property'

type DataLayerEvent = Record<string, unknown>
type WindowWithDataLayer = Window & { dataLayer?: DataLayerEvent[] }

export const CONSENT_KEY = 'booking-engine.cookie-consent'
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

export type Consent = 'granted' | 'denied'

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // storage may be unavailable (private mode): nothing is kept then
  }
}

export function analyticsConsent(): Consent | null {
  const value = read(CONSENT_KEY)
  return value === 'granted' || value === 'denied' ? value : null
}

export function hasAnalyticsConsent(): boolean {
  return analyticsConsent() === 'granted'
}

let lastPage: { propertyCode: string; path: string; tagManagerId: string | null } | null = null

/** The cookie banner's answer. Granting records the page the guest is on, which was not recorded before. */
export function setAnalyticsConsent(consent: Consent): void {
  write(CONSENT_KEY, consent)
  if (consent === 'granted' && lastPage) {
    loadTagManager(lastPage.tagManagerId)
    pushEvent({ event: 'page_view', property_code: lastPage.propertyCode, page_path: lastPage.path })
  }
  if (consent === 'denied') (window as WindowWithDataLayer).dataLayer = []
}

/** The campaign the guest arrived from, kept until a booking is confirmed. */
export function campaign(): Record<string, string> | null {
  const raw = read(CAMPAIGN_KEY)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return null
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string'))
  } catch {
    return null
  }
}

/** Keeps the campaign parameters of a landing address (a new campaign replaces the old one). */
export function captureCampaign(search: string): void {
  const params = new URLSearchParams(search)
  const found = CAMPAIGN_PARAMS.flatMap((key) => {
    const value = params.get(key)
    return value ? [[key, value.slice(0, 200)] as const] : []
  })
  if (found.length > 0) write(CAMPAIGN_KEY, JSON.stringify(Object.fromEntries(found)))
}

export function clearCampaign(): void {
  write(CAMPAIGN_KEY, null)
}

export function pushEvent(event: DataLayerEvent): void {
  if (!hasAnalyticsConsent()) return
  const w = window as WindowWithDataLayer
  w.dataLayer ??= []
  // GA4's advice: clear the previous e-commerce object so its fields do not leak into this event.
  if ('ecommerce' in event) w.dataLayer.push({ ecommerce: null })
  const source = campaign()
  w.dataLayer.push(source ? { ...event, campaign: source } : event)
}

export function trackPageView(
  property: Pick<PropertySettings, 'PropertyCode' | 'GoogleTagManagerContainerId'>,
  path: string,
): void {
  captureCampaign(window.location.search)
  lastPage = {
    propertyCode: property.PropertyCode,
    path,
    tagManagerId: property.GoogleTagManagerContainerId,
  }
  if (!hasAnalyticsConsent()) return
  loadTagManager(property.GoogleTagManagerContainerId)
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
