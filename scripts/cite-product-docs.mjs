// One-off rewrite (decision 0124): comments that cited "spec §N" — a description never in this repository — cite
// the product description in docs/product/ instead: the area from the citing file's path, the section from N.
// Kept for merging branches written before the rewrite: `node scripts/cite-product-docs.mjs` rewrites what they
// added; tests/docs/citations.test.ts fails on any citation left unresolved. `--pairs` lists the (area, section)s.
import { readFileSync, writeFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'

const SECTIONS = {
  1: 'what-the-guest-can-do',
  2: 'screens',
  3: 'what-is-kept',
  4: 'steps',
  5: 'rules',
  6: 'who-may',
  7: 'calls',
  8: 'errors',
  9: 'limits',
}
// First match wins: the area of the guest's journey a file belongs to, read from its path.
const AREAS = [
  ['account', /account|auth|password|login|register|session/i],
  [
    'after-booking',
    /conflicts-and-refusals|manage|pre-check-in|precheckin|pay-by-link|pay-link|secure-pay|my-stays|stay-change|cancel|refund|change|status|demo/i,
  ],
  ['restaurant-and-contact', /restaurant|contact|table/i],
  [
    'search',
    /rooms-and-rates|same-day|address-wins|room-quote|search|rooms-rates|rooms-editor|room-list|group|boot-shell|catalogue|availability|calendar|date-range|occupancy|upgrade|offer|promo|alternative|rate-plan|window|stay/i,
  ],
  [
    'booking',
    /tax|required-fields|confirm-|checkout|confirmation|reservation|booking|payment|card|voucher|invoice|paystack|pric|money|vat|levy|extra|service|basket|person|booker|guest|phone|countr|validation|currency|ledger|polic/i,
  ],
]
const FILES_OF = ['src', 'server', 'sw', 'tests', 'e2e', 'docs/decisions', 'scripts', 'bench']

export function areaOf(path) {
  return (AREAS.find(([, pattern]) => pattern.test(path)) ?? ['the-app'])[0]
}

const CITATION = /\b[Ss]pec(?:'s)? §(\d)(?:\.\d+)?((?:(?:, | and )§\d)*)/g
// What is left: a bare "§N" continuing a file's earlier citation ("spec §3 rate plan option, §9").
const BARE = /§(\d)(?:\.\d+)?/g

function rewrite(path, text, pairs) {
  const area = areaOf(path)
  return text
    .replace(CITATION, (_, first, more) => {
      const numbers = [first, ...(more.match(/\d/g) ?? [])]
      return numbers
        .map((n) => {
          pairs.add(`${area}#${SECTIONS[n]}`)
          return `docs/product/${area}.md#${SECTIONS[n]}`
        })
        .join(', ')
    })
    .replace(BARE, (_, n) => {
      pairs.add(`${area}#${SECTIONS[n]}`)
      return `docs/product/${area}.md#${SECTIONS[n]}`
    })
}

const files = execFileSync('git', ['ls-files', ...FILES_OF, '*.config.*', 'index.html', 'desk.html'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|js|md|html)$/.test(f) && !f.startsWith('scripts/cite-product-docs'))
const pairs = new Set()
for (const path of files) {
  const text = readFileSync(path, 'utf8')
  const next = rewrite(path, text, pairs)
  if (next !== text && !process.argv.includes('--pairs')) writeFileSync(path, next)
}
if (process.argv.includes('--pairs')) console.log([...pairs].sort().join('\n'))
