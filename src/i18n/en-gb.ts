import type { manageMessages } from './en-gb/manage'
import type { preCheckInMessages } from './en-gb/pre-check-in'
import type { payByLinkMessages } from './en-gb/pay-by-link'
import type { restaurantMessages } from './en-gb/restaurant'
import type { groupSearchMessages } from './en-gb/group-search'
import type { accountMessages } from './en-gb/account'
import type { contactMessages } from './en-gb/contact'
import type { myStaysMessages } from './en-gb/my-stays'
import type { deviceMessages } from './en-gb/device'
import type { flowMessages } from './en-gb/flow'
import type { journeyMessages } from './en-gb/journey'
import type { messages } from './en-gb/base'
import type { policyMessages } from './en-gb/policy'

// The en-GB catalogue's types (the product default, the source every other language translates, decision 0121).
// Its texts are in ./en-gb/base.ts (the search route's, a chunk of their own) and ./en-gb/<area>.ts.

/** The search route's texts (./en-gb/base.ts). */
export type BaseMessages = typeof messages

/** Keys of the texts that load with their pages (src/i18n/area-messages.ts, src/i18n/load-journey.ts). */
export type AreaMessages = typeof manageMessages &
  typeof preCheckInMessages &
  typeof payByLinkMessages &
  typeof restaurantMessages &
  typeof groupSearchMessages &
  typeof accountMessages &
  typeof contactMessages &
  typeof myStaysMessages &
  typeof deviceMessages &
  typeof flowMessages &
  typeof journeyMessages &
  typeof policyMessages

export type MessageKey = keyof BaseMessages | keyof AreaMessages
