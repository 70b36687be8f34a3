import { accountMessages } from './en-gb/account'
import { contactMessages } from './en-gb/contact'
import { flowMessages } from './en-gb/flow'
import { groupSearchMessages } from './en-gb/group-search'
import { manageMessages } from './en-gb/manage'
import { myStaysMessages } from './en-gb/my-stays'
import { payByLinkMessages } from './en-gb/pay-by-link'
import { preCheckInMessages } from './en-gb/pre-check-in'
import { restaurantMessages } from './en-gb/restaurant'
import { registerMessages } from './i18n'

// The texts of every area off the search route, in one chunk that loads with the first page that needs it
// (src/app/routes.tsx), so the search route's first paint does not carry them (decision 0020).
for (const messages of [
  accountMessages,
  contactMessages,
  flowMessages,
  groupSearchMessages,
  manageMessages,
  myStaysMessages,
  payByLinkMessages,
  preCheckInMessages,
  restaurantMessages,
]) {
  registerMessages(messages)
}
