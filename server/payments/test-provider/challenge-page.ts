/**
 * The 3-D Secure challenge page of the built-in provider: what the guest's bank would show. No script at all;
 * Complete and Fail post back to the same address (a plain form), and the answer is a 303 to the intent's
 * return_url. Its policy allows its one style block by hash, and form posts to itself and to the return
 * address's origin (browsers apply form-action to the redirect that follows the post too).
 */
import type { Context } from 'hono'
import type { ChallengeView } from './challenge-outcome'
import { escapeHtml, formatMoney, sha256Source } from './html'

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#212529;background:#f1f3f5}
header{padding:.75rem 1.25rem;background:#1c2a4a;color:#fff;font-weight:600}
main{max-width:30rem;margin:1.5rem auto;padding:1.25rem;background:#fff;border:1px solid #dee2e6;border-radius:8px}
h1{font-size:1.375rem;margin:0 0 .5rem}
.amount{font-size:1.75rem;font-weight:700;margin:.25rem 0 .75rem}
.for{margin:0 0 1rem;overflow-wrap:anywhere}
.note{font-size:.875rem;color:#495057}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button{flex:1 1 8rem;min-height:44px;padding:.5rem 1rem;font:inherit;font-weight:600;border-radius:4px;cursor:pointer}
.complete{background:#1971c2;color:#fff;border:1px solid #1971c2}
.fail{background:#fff;color:#c92a2a;border:1px solid #c92a2a}
button:focus-visible{outline:3px solid #f59f00;outline-offset:2px}
`

const STYLE = sha256Source(CSS)

function originOf(url: string | null): string {
  if (!url) return ''
  try {
    const parsed = new URL(url)
    return /^https?:$/.test(parsed.protocol) ? ` ${parsed.origin}` : ''
  } catch {
    return ''
  }
}

function page(c: Context, title: string, body: string, status: 200 | 404, returnUrl: string | null = null) {
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src ${STYLE}; form-action 'self'${originOf(returnUrl)}; frame-ancestors 'none'; base-uri 'none'`,
  )
  c.header('Cache-Control', 'no-store')
  c.header('Referrer-Policy', 'no-referrer')
  return c.html(
    `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – test bank</title>
<style>${CSS}</style>
</head>
<body>
<header>Test bank · 3-D Secure</header>
<main>
${body}
</main>
</body>
</html>`,
    status,
  )
}

export const challengeNotFound = (c: Context) =>
  page(
    c,
    'Nothing to confirm',
    '<h1>Nothing to confirm</h1><p>This confirmation does not exist or has already been answered.</p>',
    404,
  )

export function challengePage(c: Context, view: ChallengeView) {
  const payment = view.kind === 'payment' && view.amount !== null && view.currency !== null
  const heading = payment ? 'Your bank wants to confirm this payment' : 'Confirm your card'
  const amount = payment
    ? `<p class="amount">${escapeHtml(formatMoney(view.amount ?? 0, view.currency ?? ''))}</p>`
    : ''
  const description = view.description ? `<p class="for">${escapeHtml(view.description)}</p>` : ''
  return page(
    c,
    heading,
    `<h1>${heading}</h1>
${amount}${description}<p class="note">This is the built-in test provider standing in for the card's bank: no money moves.
Complete passes the check; Fail refuses it.</p>
<form method="post" class="actions">
<button type="submit" name="outcome" value="complete" class="complete">Complete</button>
<button type="submit" name="outcome" value="fail" class="fail">Fail</button>
</form>`,
    200,
    view.returnUrl,
  )
}

/** After a challenge with no return address (none was given when confirming). */
export const challengeDone = (c: Context, complete: boolean) =>
  page(
    c,
    complete ? 'Confirmed' : 'Not confirmed',
    `<h1>${complete ? 'Confirmed' : 'Not confirmed'}</h1><p>You can close this window.</p>`,
    200,
  )
