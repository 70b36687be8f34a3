import type { BrowserData } from '@/api/contract/common'

/** Browser facts the card gateway asks for (3-D Secure style fraud checks), docs/product/the-app.md#what-is-kept BrowserData. */
export function browserData(): BrowserData {
  return {
    ColorDepth: window.screen.colorDepth,
    JavaScriptEnabled: true,
    Language: navigator.language,
    ScreenHeight: window.screen.height,
    ScreenWidth: window.screen.width,
    UserAgent: navigator.userAgent,
    TimeZoneOffset: new Date().getTimezoneOffset(),
  }
}
