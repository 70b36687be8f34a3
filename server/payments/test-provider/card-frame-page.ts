/**
 * The built-in provider's card form, shown by the app in a same-origin frame (decision 0113). Self-contained:
 * one style block and one script (card-frame-script.ts), each allowed by its sha256 in the page's own policy,
 * which also allows fetches to its own origin and framing by its own origin only. The app's middleware sends
 * `X-Frame-Options: DENY` and a locked-down policy by default; this page sets both of its own.
 */
import type { Context } from 'hono'
import { DEFAULT_LOCALE, isRightToLeft, supportedLocale, t, withLocale } from '@/boot-shell/server-words'
import { CARD_FRAME_SCRIPT } from './card-frame-script'
import { escapeHtml, sha256Source } from './html'

const CSS = `
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:transparent}
body{font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#212529}
form{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:12px;padding:2px}
.field{display:flex;flex-direction:column;min-width:0}
.wide{grid-column:1/-1}
label{font-size:14px;font-weight:500;margin:0 0 4px}
input{width:100%;height:36px;margin:0;padding:0 10px;font:inherit;color:inherit;background:#fff;border:1px solid #ced4da;border-radius:4px}
input:focus{outline:none;border-color:#228be6;box-shadow:0 0 0 2px rgba(34,139,230,.25)}
input[aria-invalid=true]{border-color:#e03131}
.error{margin:4px 0 0;font-size:13px;color:#c92a2a}
.error:empty{display:none}
.hint{grid-column:1/-1;margin:0;font-size:12px;color:#6c757d}
@media (max-width:280px){form{grid-template-columns:minmax(0,1fr)}}
`

/** The messages the frame's script shows, in the page's language (read from the form's data-messages). */
const scriptMessages = () => ({
  enterNumber: t('cardFrame.enterNumber'),
  invalidNumber: t('cardFrame.invalidNumber'),
  enterExpiry: t('cardFrame.enterExpiry'),
  invalidMonth: t('cardFrame.invalidMonth'),
  expired: t('cardFrame.expired'),
  enterSecurityCode: t('cardFrame.enterSecurityCode'),
  notChecked: t('cardFrame.notChecked'),
  notCheckedOffline: t('cardFrame.notCheckedOffline'),
})

/** The page in the guest's language (the app passes its `locale`, as Stripe's frame is told its own). */
function frameHtml(lang: string): string {
  const text = (key: Parameters<typeof t>[0]) => escapeHtml(t(key))
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${isRightToLeft(lang) ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text('cardFrame.title')}</title>
<style>${CSS}</style>
</head>
<body>
<form id="card" novalidate data-messages="${escapeHtml(JSON.stringify(scriptMessages()))}">
<div class="field wide">
<label for="number">${text('cardFrame.number')}</label>
<input id="number" name="cardnumber" autocomplete="cc-number" inputmode="numeric" aria-describedby="number-error" aria-invalid="false" spellcheck="false">
<p class="error" id="number-error" aria-live="polite"></p>
</div>
<div class="field">
<label for="exp">${text('cardFrame.expiry')}</label>
<input id="exp" name="exp-date" autocomplete="cc-exp" inputmode="numeric" aria-describedby="exp-error" aria-invalid="false" spellcheck="false">
<p class="error" id="exp-error" aria-live="polite"></p>
</div>
<div class="field">
<label for="cvc">${text('cardFrame.securityCode')}</label>
<input id="cvc" name="cvc" autocomplete="cc-csc" inputmode="numeric" maxlength="4" aria-describedby="cvc-error" aria-invalid="false" spellcheck="false">
<p class="error" id="cvc-error" aria-live="polite"></p>
</div>
<p class="error wide" id="form-error" role="alert"></p>
<p class="hint">${text('cardFrame.testCards')}</p>
</form>
<script>${CARD_FRAME_SCRIPT}</script>
</body>
</html>`
}

export const CARD_FRAME_CSP = [
  "default-src 'none'",
  `script-src ${sha256Source(CARD_FRAME_SCRIPT)}`,
  `style-src ${sha256Source(CSS)}`,
  "connect-src 'self'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
].join('; ')

export function cardFramePage(c: Context) {
  c.header('Content-Security-Policy', CARD_FRAME_CSP)
  c.header('X-Frame-Options', 'SAMEORIGIN')
  c.header('Cache-Control', 'no-store')
  c.header('Referrer-Policy', 'no-referrer')
  const locale = supportedLocale(c.req.query('locale')) ?? DEFAULT_LOCALE
  return c.html(withLocale(locale, () => frameHtml(locale)))
}
