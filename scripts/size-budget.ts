// The size budget as a test: fails when the production build's search route (/Book/{propertyCode}) loads more
// JavaScript or CSS before first paint than the budget (gzip). `npm test` runs it after the build. The figures
// come from bench/bundle.ts, so the bench and the test can never disagree.
import { BUDGET, measureBundle } from '../bench/bundle'

const m = measureBundle()
const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`
const over: string[] = []
if (m.jsGzip > BUDGET.js) over.push(`JavaScript ${kB(m.jsGzip)} > ${kB(BUDGET.js)}`)
if (m.cssGzip > BUDGET.css) over.push(`CSS ${kB(m.cssGzip)} > ${kB(BUDGET.css)}`)
if (over.length > 0) {
  console.error(`Size budget exceeded on the search route: ${over.join('; ')}.`)
  console.error('Split or defer what the first paint does not need (see docs/decisions/0020).')
  process.exit(1)
}
console.log(
  `Size budget met on the search route: JavaScript ${kB(m.jsGzip)} of ${kB(BUDGET.js)}, CSS ${kB(m.cssGzip)} of ${kB(BUDGET.css)} (gzip).`,
)
