/**
 * Content-Security-Policy and the cross-site check on state-changing calls (decision 0062).
 *
 * The app's page allows scripts from this origin and, by its sha256, the one inline script of index.html (the
 * start-up prefetch, decision 0020). The hash is computed from the HTML actually served, so a rebuild can never
 * leave a stale hash behind. Styles allow 'unsafe-inline': Mantine writes <style> elements and style attributes
 * at run time (CSS injection cannot run script). Images may also come from the hotels' own image addresses and
 * data: URLs; a property with a tag manager container adds Google Tag Manager's and Analytics' hosts, one with a
 * social pixel Meta's pixel hosts. Every other
 * answer (the API's JSON, errors) gets a policy that allows nothing at all.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { MiddlewareHandler } from 'hono'
import { writeScopedMemo } from '../catalogue/answer-cache'
import type { Db, Queryable } from '../db/types'

/** For anything that is not the app's page or its service worker: nothing may load or run. */
export const LOCKED_DOWN_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** The sha256 source of every inline <script> (one without src) of a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = m
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

/** What the hotels' settings make the page load from elsewhere. */
export type ThirdParties = { imageOrigins: string[]; tagManager: boolean; pixel: boolean }

const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
}

/** The social (Meta) pixel: its script, and the host its events go to as images or beacons. */
const PIXEL = {
  script: ['https://connect.facebook.net'],
  connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
  img: ['https://www.facebook.com'],
}

export function appContentSecurityPolicy(scriptHashes: readonly string[], third: ThirdParties): string {
  const gtm = third.tagManager
  const pixel = third.pixel
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...scriptHashes,
      ...(gtm ? TAG_MANAGER.script : []),
      ...(pixel ? PIXEL.script : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    [
      'img-src',
      "'self'",
      'data:',
      'blob:',
      ...third.imageOrigins,
      ...(gtm ? TAG_MANAGER.img : []),
      ...(pixel ? PIXEL.img : []),
    ],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(gtm ? TAG_MANAGER.connect : []), ...(pixel ? PIXEL.connect : [])],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    // The payment provider's card frame is a page of this origin (decision 0113); Stripe's own frames are allowed
    // only inside that page's policy (cardFramePolicy).
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((d) => d.join(' ')).join('; ')
}

/** Stripe.js and the frames and API it uses, allowed on our card frame's page only (decision 0113). */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
}

/**
 * The policy of our pages under /card-frame/ (Stripe's Payment Element): scripts from this origin and Stripe only,
 * no inline script, and framed by this origin only (the app's card step), never by another site.
 */
export function cardFramePolicy(): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...STRIPE.script],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'https://*.stripe.com'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...STRIPE.connect],
    ['frame-src', ...STRIPE.frame],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ]
  return directives.map((d) => d.join(' ')).join('; ')
}

/** Whether a built page is one of our card frames (served framed by the app, with cardFramePolicy). */
export function isCardFramePage(path: string): boolean {
  return path.startsWith('/card-frame/') && path.endsWith('.html')
}

/** The origins of absolute image addresses in the properties' and room types' settings, and whether any uses GTM. */
export async function thirdParties(db: Queryable): Promise<ThirdParties> {
  const rows = await db.query<{ url: string | null; gtm: string | null; pixel: string | null }>(
    `SELECT settings->>'LogoFileUrl' AS url, settings->>'GoogleTagManagerContainerId' AS gtm,
            settings->>'FacebookPixelId' AS pixel FROM property
     UNION ALL SELECT settings->>'PropertyImageUrl', NULL, NULL FROM property
     UNION ALL SELECT settings->>'LogoFileUrl', NULL, NULL FROM property_group
     UNION ALL SELECT settings->>'PropertyGroupImageUrl', NULL, NULL FROM property_group
     UNION ALL SELECT image_url, NULL, NULL FROM room_type
     UNION ALL SELECT i->>'url', NULL, NULL FROM room_type, jsonb_array_elements(room_type.images) i
     UNION ALL SELECT o->>'ImageUrl', NULL, NULL FROM property, jsonb_array_elements(COALESCE(book_config->'Offers', '[]')) o`,
  )
  const origins = new Set<string>()
  for (const r of rows) {
    if (!r.url || !/^https?:\/\//i.test(r.url)) continue
    try {
      origins.add(new URL(r.url).origin)
    } catch {
      // not an address: nothing to allow
    }
  }
  return {
    imageOrigins: [...origins].sort(),
    tagManager: rows.some((r) => r.gtm),
    pixel: rows.some((r) => r.pixel),
  }
}

/**
 * Refuses a state-changing call (anything but GET, HEAD, OPTIONS) that a browser says comes from another site:
 * Sec-Fetch-Site other than same-origin (or none, typed by the user), or an Origin that is neither this host nor
 * PUBLIC_URL. Callers that are not browsers send neither header and pass (the app is their only browser client).
 */
export function refuseCrossSite(publicUrl: string | undefined): MiddlewareHandler {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null
  return async (c, next) => {
    const method = c.req.method
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next()
    const site = c.req.header('Sec-Fetch-Site')?.toLowerCase()
    const origin = c.req.header('Origin')
    const sameHost = (o: string) => {
      try {
        return new URL(o).host === c.req.header('Host')
      } catch {
        return false
      }
    }
    const crossSite =
      (site !== undefined && site !== 'same-origin' && site !== 'none') ||
      (origin !== undefined && origin !== publicOrigin && !sameHost(origin))
    if (crossSite) return c.json({ Message: 'Requests from other sites are not accepted.' }, 403)
    return next()
  }
}

/**
 * The app's policy for a page (its inline scripts' hashes) or, without one, for the service worker (the hashes of
 * the index.html last served or read). What the hotels' settings allow is kept until those tables are written.
 */
export function appPolicy(db: Db, indexFile: string): (html?: string) => Promise<string> {
  const kept = writeScopedMemo<ThirdParties>(() => db.writes.of('property', 'property_group', 'room_type'), 1)
  let last: { html: string; hashes: string[] } | null = null
  return async (html) => {
    const page = html ?? last?.html ?? (await readFile(indexFile, 'utf8').catch(() => ''))
    if (!last || last.html !== page) last = { html: page, hashes: inlineScriptHashes(page) }
    return appContentSecurityPolicy(last.hashes, await kept.get('all', () => thirdParties(db)))
  }
}
