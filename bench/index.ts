// `npm run bench`: prints the figures the issues set targets for. Each part is a script of its own that can
// also be run alone with tsx; this runs them in order on the production build.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { printBundle } from './bundle'
import { printFirstUse } from './first-use'
import { printRoomsInp } from './rooms-inp'
import { printLighthouse } from './lighthouse'

const withinBudget = printBundle()
console.log()

for (const script of ['bench/domain.ts', 'bench/server.ts', 'bench/offline.ts']) {
  if (!existsSync(script)) continue
  execFileSync('npx', ['tsx', script], { stdio: 'inherit' })
  console.log()
}

const firstUseMet = await printFirstUse()
console.log()
const roomsInpMet = await printRoomsInp()
console.log()

const lighthouseMet = await printLighthouse()
console.log()

if (!withinBudget) console.log('Over the size budget for the search route.')
if (!firstUseMet) console.log('First use on a slow phone: some targets are not met (see above).')
if (!roomsInpMet) console.log('Rooms & Rates at a big hotel: choosing a rate takes longer than its target.')
if (!lighthouseMet) console.log('Lighthouse: some targets are not met (see above).')
