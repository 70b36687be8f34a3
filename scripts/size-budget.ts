// The size budget as a test: fails when the production build's search route (/Book/{propertyCode}) loads more
// JavaScript or CSS before first paint than the budget (gzip) in any language the app speaks. Each language's
// first load is the page's code plus its own search-route texts (decision 0128: en-GB's are a chunk like the
// others', so no language carries another's), and each is printed. `npm test` runs it after the build. The
// figures come from bench/bundle.ts, so the bench and the test can never disagree.
import { budgetVerdict, measureBundle, measureLanguages } from '../bench/bundle'

const { cssGzip } = measureBundle()
const verdict = budgetVerdict(measureLanguages(), cssGzip)
const report = ['Search route before first paint (gzip), by language:', ...verdict.lines].join('\n')
if (!verdict.ok) {
  console.error(report)
  console.error(`Size budget exceeded on the search route: ${verdict.over.join('; ')}.`)
  console.error('Split or defer what the first paint does not need (see docs/decisions/0020).')
  process.exit(1)
}
console.log(report)
console.log('Size budget met on the search route in every language.')
