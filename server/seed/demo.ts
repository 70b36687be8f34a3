/**
 * The demo: group COASTAL with HARBOUR (GBP, 1001) and CLIFFTOP (EUR, 1002), loaded from the property file
 * server/seed/properties/coastal.yaml through the same code as `npm run property:import` (decision 0107). This
 * module reads the file once and offers its hotels in the shapes the seed, the demo bookings and the tests use.
 * Images are referenced under /demo/… (the app's public/demo folder).
 *
 * Trap: the folder is found relative to this module. From source that is server/seed/properties; in the bundle
 * (dist/server/main.mjs) it is dist/server/properties, which scripts/build-server.mjs copies there.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import { publishedSettings, splitPropertyTexts } from '../property-file/published-settings'
import { readPropertyFile } from '../property-file/read'
import type { PropertyFileContent } from '../property-file/schema'
import {
  BOOK_CONFIG_TEXTS,
  EXTRA_TEXTS,
  PROMOTION_TEXTS,
  RATE_PLAN_TEXTS,
  ROOM_TYPE_TEXTS,
  splitTexts,
  type TextPaths,
} from '../catalogue/hotel-texts'

const besideThisModule = new URL('./properties/coastal.yaml', import.meta.url)
// Component tests load this module as a browser would (an http: URL), from the repository's root.
export const DEMO_PROPERTY_FILE =
  besideThisModule.protocol === 'file:'
    ? fileURLToPath(besideThisModule)
    : resolve('server/seed/properties/coastal.yaml')

function readDemo(): PropertyFileContent {
  const read = readPropertyFile(DEMO_PROPERTY_FILE, readFileSync(DEMO_PROPERTY_FILE, 'utf8'))
  if (!read.ok) throw new Error(`The demo property file is refused:\n${read.problems.join('\n')}`)
  return read.content
}

/** The demo's hotels, as the importer reads them. */
export const DEMO_CONTENT = readDemo()

/**
 * A demo hotel with its texts in its default language (English), as the rows keep them and the tests read them;
 * the other languages' texts are in the file and the rows' translations (decision 0132).
 */
function demoProperty(code: string) {
  const property = DEMO_CONTENT.properties.find((candidate) => candidate.code === code)
  if (property?.id === undefined) throw new Error(`The demo file has no ${code} with an id.`)
  const language = property.settings.DefaultLanguage
  const plain = <T>(items: readonly T[], paths: TextPaths) =>
    items.map((item) => splitTexts(item, paths, language).plain)
  return {
    ...splitPropertyTexts(property).plain,
    id: property.id,
    roomTypes: plain(property.roomTypes, ROOM_TYPE_TEXTS),
    ratePlans: plain(property.ratePlans, RATE_PLAN_TEXTS),
    extras: plain(property.extras, EXTRA_TEXTS),
    promoCodes: plain(property.promoCodes, PROMOTION_TEXTS),
    bookConfig: splitTexts(property.bookConfig, BOOK_CONFIG_TEXTS, language).plain,
  }
}

type DemoHotel = {
  id: number
  code: string
  name: string
  settings: PropertySettings
  bookConfig: BookConfig
}

function hotel(code: string): DemoHotel {
  const property = demoProperty(code)
  return {
    id: property.id,
    code: property.code,
    name: property.name,
    // As the API publishes them: the demo takes cards with the built-in test provider (decision 0113).
    settings: {
      ...publishedSettings(property, property.id),
      CardForm: { Provider: 'TestProvider', FrameUrl: '/test-provider/card-frame?key=pk_test_builtin' },
    },
    bookConfig: property.bookConfig,
  }
}

export const HARBOUR = hotel('HARBOUR')
export const CLIFFTOP = hotel('CLIFFTOP')
export const HARBOUR_ID = HARBOUR.id
export const CLIFFTOP_ID = CLIFFTOP.id

const withIds = <T extends { id?: number | undefined }>(items: readonly T[], propertyId: number) =>
  items.map((item) => ({ ...item, id: item.id ?? 0, propertyId }))
const hotels = [demoProperty('HARBOUR'), demoProperty('CLIFFTOP')]

export const ROOM_TYPES = hotels.flatMap((property) =>
  withIds(property.roomTypes, property.id).map((r) => ({
    ...r,
    baseAdults: r.occupancy.baseAdults,
    min: r.occupancy.min,
    max: r.occupancy.max,
    adultMax: r.occupancy.maxAdults,
    childMax: r.occupancy.maxChildren,
  })),
)
export const RATE_PLANS = hotels.flatMap((property) => withIds(property.ratePlans, property.id))

/** bookingCode: what the hotel gave each company's bookers to bill it (decision 0097; README's demo section). */
function demoCompanies() {
  const companies = hotels.flatMap((property) =>
    withIds(property.companies, property.id).map((c) => ({ ...c, bookingCode: c.bookingCode ?? '' })),
  )
  const [acme, kernow, penryn] = companies
  if (!acme || !kernow || !penryn) throw new Error('The demo file has fewer than three companies.')
  return [acme, kernow, penryn] as const
}
export const COMPANIES = demoCompanies()

/** Invoices for the pay-by-link demo (links are printed at start-up, signed with the server's key). */
export const INVOICES = [
  {
    number: 'INV-1001',
    propertyId: HARBOUR_ID,
    amount: 25000,
    description: 'Function room hire, 12 March',
    email: 'events@example.com',
  },
  {
    number: 'INV-1002',
    propertyId: HARBOUR_ID,
    amount: 8950,
    description: 'Restaurant account',
    email: 'guest@example.com',
  },
  {
    number: 'INV-2001',
    propertyId: CLIFFTOP_ID,
    amount: 12000,
    description: 'Deposit for a group stay',
    email: 'group@example.com',
  },
  {
    number: 'INV-2002',
    propertyId: CLIFFTOP_ID,
    amount: 6400,
    description: 'Dinner and drinks',
    email: 'diner@example.com',
  },
] as const

/**
 * A demo guest account the hotel lets pay by invoice (docs/product/after-booking.md#who-may CanChoosePaymentMethod): log in with it at checkout
 * to see the Pay online / Pay by invoice choice.
 */
export const DEMO_INVOICE_ACCOUNT = {
  email: 'invoice.guest@example.com',
  password: 'Harbour-Invoice-2027!',
  firstName: 'Ada',
  lastName: 'Byron',
  telephone: '+44 20 7946 0011',
  canChoosePaymentMethod: true,
} as const
