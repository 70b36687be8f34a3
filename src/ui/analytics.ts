// Page views and e-commerce events go to a GA4-style dataLayer, and only after the guest has consented to
// analytics cookies (the cookie banner sets the consent). Campaign data is kept under one fixed key and
// cleared after a booking confirmation (spec §9).

type DataLayerEvent = Record<string, unknown> & { event: string }
type WindowWithDataLayer = Window & { dataLayer?: DataLayerEvent[] }

export const CONSENT_KEY = 'booking-engine.cookie-consent'
export const CAMPAIGN_KEY = 'booking-engine.campaign'

export function hasAnalyticsConsent(): boolean {
  try {
    return localStorage.getItem(CONSENT_KEY) === 'granted'
  } catch {
    return false
  }
}

export function pushEvent(event: DataLayerEvent): void {
  if (!hasAnalyticsConsent()) return
  const w = window as WindowWithDataLayer
  w.dataLayer ??= []
  w.dataLayer.push(event)
}

export function trackPageView(propertyCode: string, path: string): void {
  pushEvent({ event: 'page_view', property_code: propertyCode, page_path: path })
}
