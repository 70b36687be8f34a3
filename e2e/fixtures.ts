import { expect, test as base, type Page } from '@playwright/test'
import { startSmtpReceiver, type SmtpReceiver } from '../tests/server/mail/smtp-receiver'
import { startWorkerServer, workerBaseURL } from './worker-server'

/**
 * Every end-to-end test ends with a scan of what the browser kept — IndexedDB, localStorage, sessionStorage
 * and the service worker's runtime caches — for the test cards' numbers and for any stored security code.
 * Card data may live in form memory and the request that sends it, nowhere else (docs/architecture.md#card-data).
 */
export const TEST_CARD_NUMBERS = [
  '4242424242424242',
  '4000002760003184',
  '4000000000000002',
  '4000000000009995',
  '4000000000000069',
  '5555555555554444',
  '378282246310005',
  '4111111111111111',
]

/** The cookie banner's storage key and answer (src/analytics/analytics.ts). */
const CONSENT_KEY = 'booking-engine.cookie-consent'

export const test = base.extend<
  {
    cookieConsent: 'granted' | 'denied' | null
    noCardDataKept: void
    noCardDataSent: void
  },
  { serverURL: string; mailBy: 'files' | 'smtp'; smtp: SmtpReceiver | null }
>({
  /**
   * How the worker's server sends mail: as .eml files in its data folder, or (`test.use({ mailBy: 'smtp' })`)
   * through a real SMTP server the worker starts (smtp-server), as a hotel's would; the test reads it from `smtp`.
   */
  mailBy: ['files', { scope: 'worker', option: true }],
  smtp: [
    async ({ mailBy }, provide) => {
      if (mailBy !== 'smtp') return provide(null)
      const receiver = await startSmtpReceiver()
      await provide(receiver)
      await receiver.stop()
    },
    { scope: 'worker' },
  ],
  /**
   * The worker's own server (e2e/worker-server.ts), started before its first test and stopped after its last;
   * a project that names its address (two instances behind a proxy) uses that one instead.
   */
  serverURL: [
    async ({ smtp }, provide, workerInfo) => {
      if (workerInfo.project.use.baseURL) return provide(workerInfo.project.use.baseURL)
      const server = await startWorkerServer(workerInfo, smtp ? { SMTP_URL: smtp.url } : {})
      await provide(workerBaseURL(workerInfo))
      await server.stop()
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ serverURL }, provide) => provide(serverURL),
  /**
   * Tests of other screens start as a guest who already answered the cookie banner ("only necessary"), so the
   * banner does not sit over the controls they use; the banner's own tests set this to null.
   */
  cookieConsent: ['denied', { option: true }],
  page: async ({ page, cookieConsent }, provide) => {
    if (cookieConsent) {
      await page.addInitScript(
        ([key, value]) => {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
        },
        [CONSENT_KEY, cookieConsent] as const,
      )
    }
    await provide(page)
  },
  /**
   * Every request the page makes to our own API is read: none may carry a test card's number or a field named
   * for a card number or security code (decision 0113). The card goes to the provider's frame only.
   */
  noCardDataSent: [
    async ({ page }, use) => {
      const sent: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (!url.pathname.startsWith('/api/')) return
        const body = request.postData() ?? ''
        const digits = `${url.search}${body}`.replace(/[\s-]/g, '')
        for (const number of TEST_CARD_NUMBERS)
          if (digits.includes(number))
            sent.push(`${request.method()} ${url.pathname}: card ${number.slice(-4)}`)
        if (/"(CardNumber|SecurityCode|cvc|cvv)"\s*:/i.test(body))
          sent.push(`${request.method()} ${url.pathname}: a card field`)
      })
      await use()
      expect(sent, 'card data sent to our API').toEqual([])
    },
    { auto: true },
  ],
  noCardDataKept: [
    async ({ page }, use) => {
      await use()
      if (page.isClosed() || !page.url().startsWith('http')) return
      const kept = await deviceStorageDump(page)
      const digits = kept.replace(/[\s-]/g, '')
      for (const number of TEST_CARD_NUMBERS) {
        expect(digits.includes(number), `card ${number.slice(-4)} kept on the device`).toBe(false)
      }
      expect(kept).not.toMatch(
        /"(cvc|cvv|cv2|securityCode|cardSecurityCode|SecurityNumber)"\s*:\s*"\d{3,4}"/i,
      )
    },
    { auto: true },
  ],
})

export { expect }

async function deviceStorageDump(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = []
    for (const store of [localStorage, sessionStorage]) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i) ?? ''
        parts.push(key, store.getItem(key) ?? '')
      }
    }
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name ?? '')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error ?? new Error('open failed'))
      })
      for (const name of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(name).objectStore(name).getAll()
          request.onsuccess = () => resolve(request.result as unknown[])
          request.onerror = () => reject(request.error ?? new Error('read failed'))
        })
        parts.push(JSON.stringify(rows))
      }
      db.close()
    }
    if ('caches' in self) {
      for (const name of await caches.keys()) {
        if (name.includes('precache')) continue
        const cache = await caches.open(name)
        for (const request of await cache.keys()) {
          const response = await cache.match(request)
          parts.push(request.url, response ? await response.text() : '')
        }
      }
    }
    return parts.join('\n')
  })
}
