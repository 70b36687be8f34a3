/**
 * The reference server's stand-in for PayStack's hosted payment page (decision 0063): a plain server-rendered page
 * with Pay and Cancel, no script at all (its policy allows only its own style block, by hash). Pay ends the
 * checkout paid and sends the browser back to the app's status page; Cancel ends it cancelled and sends it back to
 * checkout (pay-by-link: to its status page, which shows why). What that does to the booking or the payment is
 * decided on our side of the port: the page sends PayStack's signed event, applied as a card provider's is
 * (decision 0113). Every answer is a redirect (303) or a page; a reference that was not signed here is a 404
 * page, the same for any guess.
 */
import { createHash } from 'node:crypto'
import { Hono, type Context } from 'hono'
import {
  CHECKOUT_MINUTES,
  checkoutEvent,
  endCheckout,
  findCheckout,
  type CheckoutRow,
} from '../payments/paystack'
import { PAYSTACK } from '../payments/paystack-provider'
import { requireProperty } from '../catalogue/property'
import { applyProviderEvent } from '../reservations/payment-settling'
import type { AppDeps, AppEnv } from '../web/context'

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#10231a;background:#eef3f0}
header{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:1rem 1.5rem;background:#0b3b2e;color:#fff}
.brand{font-weight:700;font-size:1.25rem;letter-spacing:.02em}
.mode{font-size:.875rem;padding:.125rem .5rem;border:1px solid #fff;border-radius:999px}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 .25rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
dl{margin:0 0 1rem}
dl div{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:.5rem 0;border-top:1px solid #d5e0da}
dt{font-weight:600;min-width:6rem}
dd{margin:0;overflow-wrap:anywhere}
.note{font-size:.9375rem;color:#2f4a3d}
form{margin:.75rem 0 0}
button,.link{display:block;width:100%;padding:.75rem 1rem;font:inherit;font-weight:600;text-align:center;border-radius:8px;cursor:pointer;text-decoration:none}
.pay{background:#0b6e4f;color:#fff;border:2px solid #0b6e4f}
.pay:hover{background:#095a40}
.cancel{background:#fff;color:#0b3b2e;border:2px solid #0b3b2e}
.link{background:#0b6e4f;color:#fff}
button:focus-visible,.link:focus-visible{outline:3px solid #f4a300;outline-offset:2px}
`
const STYLE_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`
const PAGE_CSP = `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  )

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 100)

function page(c: Context, title: string, body: string, status: 200 | 404 = 200) {
  c.header('Content-Security-Policy', PAGE_CSP)
  c.header('Cache-Control', 'no-store')
  // Not no-referrer: its forms post to /api/, where a browser's `Origin: null` would be refused as another site's.
  c.header('Referrer-Policy', 'same-origin')
  return c.html(
    `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} – PayStack test checkout</title>
<style>${CSS}</style>
</head>
<body>
<header><span class="brand">PayStack</span><span class="mode">Test mode</span></header>
<main>
${body}
</main>
</body>
</html>`,
    status,
  )
}

const notFoundPage = (c: Context) =>
  page(
    c,
    'Payment page not found',
    '<h1>Payment page not found</h1><p>This payment page does not exist. Nothing was charged.</p>',
    404,
  )

/** The page of a checkout: Pay and Cancel while it is open, what became of it afterwards. */
function checkoutPage(c: Context, row: CheckoutRow, hotelName: string) {
  const hotel = escape(hotelName)
  if (row.status !== 'Open') {
    const paid = row.status === 'Paid'
    const heading = paid
      ? 'This payment is complete'
      : row.status === 'Expired'
        ? 'This payment page has expired'
        : 'This payment was cancelled'
    return page(
      c,
      heading,
      `<h1>${heading}</h1>
<p>${paid ? `${money(row.amount, row.currency)} was paid to ${hotel}.` : 'Nothing was charged.'}</p>
<a class="link" href="${escape(paid ? row.return_path : row.cancel_path)}">Return to ${hotel}</a>`,
    )
  }
  const amount = money(row.amount, row.currency)
  const action = `/api/PayStack/TestCheckout/${escape(row.reference)}/${escape(c.req.param('signature') ?? '')}`
  const expires = new Date(row.expires_at).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  })
  return page(
    c,
    `Pay ${hotelName}`,
    `<h1>Pay ${hotel}</h1>
<p class="amount">${amount}</p>
<dl>
<div><dt>For</dt><dd>${escape(row.description)}</dd></div>
<div><dt>E-mail</dt><dd>${escape(row.email)}</dd></div>
<div><dt>Reference</dt><dd>${escape(row.reference)}</dd></div>
</dl>
<p class="note">This page stands in for PayStack on the reference server: no card is asked for and no money
moves. Pay completes the payment; Cancel goes back to ${hotel} without paying. It can be used until ${expires} UTC
(${CHECKOUT_MINUTES} minutes).</p>
<form method="post" action="${action}/Pay"><button type="submit" class="pay">Pay ${amount}</button></form>
<form method="post" action="${action}/Cancel"><button type="submit" class="cancel">Cancel and return to ${hotel}</button></form>`,
  )
}

export function payStackTestRoutes({ db, clock, secrets, publicUrl, payments }: AppDeps) {
  const app = new Hono<AppEnv>()
  const base = '/api/PayStack/TestCheckout/:reference/:signature'

  const load = (c: Context): Promise<CheckoutRow | null> =>
    findCheckout(db, secrets, c.req.param('reference') ?? '', c.req.param('signature') ?? '', clock())

  /**
   * PayStack's callback: a paid or cancelled checkout, sent as its signed event, which the PayStack adapter
   * verifies and the booking or payment applies once, as a card provider's event (payment-settling.ts). Sent
   * again on every later press, it is the same event and changes nothing. Should it fail, the guest's Status call
   * asks the adapter and settles it.
   */
  const callBack = async (row: CheckoutRow) => {
    if (row.status !== 'Paid' && row.status !== 'Cancelled') return
    try {
      const provider = payments.named(await requireProperty(db, row.property_id), PAYSTACK)
      if (!provider) return
      const { body, signature } = checkoutEvent(secrets, row)
      await applyProviderEvent(db, provider, provider.parseEvent(body, signature), () => ({
        now: clock(),
        publicUrl,
      }))
    } catch (error) {
      console.error(
        `PayStack checkout ${row.reference} was not applied: ${String(error instanceof Error ? error.message : error).slice(0, 300)}`,
      )
    }
  }

  app.get(base, async (c) => {
    const row = await load(c)
    if (!row) return notFoundPage(c)
    const property = await requireProperty(db, row.property_id)
    return checkoutPage(c, row, property.name)
  })

  // Pay (only while open and within its 30 minutes) goes back to the status page; Cancel, or a page that can no
  // longer be paid, to where the guest came from.
  for (const [button, outcome] of [
    ['Pay', 'Paid'],
    ['Cancel', 'Cancelled'],
  ] as const)
    app.post(`${base}/${button}`, async (c) => {
      const row = await load(c)
      if (!row) return notFoundPage(c)
      const ended = (await endCheckout(db, row.reference, outcome, clock())) ?? row
      await callBack(ended)
      return c.redirect(ended.status === 'Paid' ? ended.return_path : ended.cancel_path, 303)
    })

  return app
}
