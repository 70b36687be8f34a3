import type { Browser, Page, TestInfo } from '@playwright/test'
import { workerBaseURL } from '../worker-server'

/**
 * A page in a browser of its own (nothing kept from the test's page: no storage, no service worker, no
 * cookies), as the project's device, past the cookie banner: a guest's other phone or laptop.
 */
export async function freshDevice(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use
  const context = await browser.newContext({
    baseURL: workerBaseURL(testInfo),
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  })
  await context.addInitScript(() => localStorage.setItem('booking-engine.cookie-consent', 'denied'))
  return context.newPage()
}
