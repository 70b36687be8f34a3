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
import { offlineMessages } from './en-gb/offline'
import { bookingMessages } from './en-gb/booking'
import type { journeyMessages } from './en-gb/journey'
import type { policyMessages } from './en-gb/policy'

// The en-GB text catalogue (the product default). Keys follow the spec's sections. Every text is an ICU message
// (plurals as {count, plural, one {…} other {…}}, parameters as {name}); the other locales translate each key
// (decision 0121).
// Each area of the spec with screens of its own keeps its texts in en-gb/<area>.ts.
export const enGB = {
  'app.name': 'Book your stay',
  'app.loading': 'Loading…',
  'app.skipToContent': 'Skip to main content',

  // Each page's title (WCAG 2.4.2), by the page its address names (src/api/contract/app-addresses.ts).
  'titles.page': '{page} – {hotel}',
  'titles.search': 'Book your stay',
  'titles.rooms': 'Rooms & Rates',
  'titles.checkout': 'Checkout',
  'titles.status': 'Payment status',
  'titles.confirmation': 'Booking confirmation',
  'titles.manage': 'Manage your booking',
  'titles.reservation': 'Your booking',
  'titles.preCheckIn': 'Online check-in',
  'titles.groupSearch': 'Our hotels',
  'titles.securePay': 'Secure payment',
  'titles.login': 'Log in',
  'titles.register': 'Create an account',
  'titles.forgotPassword': 'Forgotten password',
  'titles.resetPassword': 'Choose a new password',
  'titles.confirmEmail': 'Confirm your e-mail address',
  'titles.manageAccount': 'Your account',
  'titles.myStays': 'My stays',
  'titles.contact': 'Contact us',
  'titles.restaurant': 'Book a table',
  'titles.unauthorised': 'Not allowed',
  'titles.error': 'Something went wrong',
  'titles.notFound': 'Page not found',
  'app.offline': 'You are offline. What is saved on this device still works.',

  'menu.label': 'Menu',
  'menu.language': 'Language',
  'menu.contactUs': 'Contact Us',
  'menu.myStays': 'My stays',
  'menu.manageAccount': 'Manage Account',
  'menu.newBooking': 'Make a new Booking',
  'menu.manageBooking': 'Manage Booking',
  'menu.login': 'Login',
  'menu.logout': 'Logout',
  'menu.backToWebsite': 'Back to the hotel website',
  'menu.backToGroupWebsite': 'Back to our website',

  'steps.label': 'Booking steps',
  'steps.search': 'Your search',
  'steps.roomsAndRates': 'Rooms & Rates',
  'steps.checkout': 'Checkout',

  'search.title': 'Book your stay',
  'search.dates': 'Dates',
  'search.datesPlaceholder': 'Arrival – departure',
  'search.arrival': 'Arrival',
  'search.departure': 'Departure',
  'search.rooms': 'Rooms',
  'search.room': 'Room {number}',
  'search.guests': 'Guests',
  'search.adults': 'Adults',
  'search.children': 'Children',
  'search.infants': 'Infants',
  'search.childrenHint': 'Ages 2–12',
  'search.infantsHint': 'Under 2',
  'search.add': 'Add one {what} to room {room}',
  'search.remove': 'Remove one {what} from room {room}',
  'search.addRoom': 'Add a room',
  'search.removeRoom': 'Remove room {number}',
  'search.locations': 'Location',
  'search.anyLocation': 'Any location',
  'search.promoCode': 'Promo code',
  'search.promoCodeValid': 'Promo code applied',
  'search.submit': 'Search',
  'search.searching': 'Searching…',
  'search.offers': 'Offers',
  'search.datesRequired': 'Choose your arrival and departure dates.',
  'search.maxRoomsReached':
    'You have reached the maximum number of rooms for one booking. Please contact the hotel to add rooms.',
  'search.minStay': 'Minimum stay {nights}',
  'search.noSameDay': 'Same-day bookings are closed for today.',
  'search.unavailableDay': 'Not available',

  'errors.notFoundTitle': 'Not found',
  'errors.notFound': 'We could not find that page. Check the address, or start a new booking.',
  'errors.errorTitle': 'Error',
  'errors.error': 'Something went wrong on our side. Please try again in a moment.',
  'errors.unauthorisedTitle': 'Unauthorised',
  'errors.unauthorised':
    'You do not have access to this page. Please log in or open the link from your e-mail again.',
  'errors.warningTitle': 'Warning',
  'errors.propertyNotFound': 'We could not find a hotel with the code {code}.',
  'errors.tryAgain': 'Try again',
  'errors.goToBooking': 'Start a new booking',
  'errors.network': 'We could not reach the hotel. Check your connection and try again.',
  'errors.invalidInput': 'Please check the highlighted fields.',

  'units.nights': '{count, plural, one {# night} other {# nights}}',
  'units.rooms': '{count, plural, one {# room} other {# rooms}}',
  'units.guests': '{count, plural, one {# guest} other {# guests}}',
  'units.adults': '{count, plural, one {# adult} other {# adults}}',
  'units.children': '{count, plural, one {# child} other {# children}}',
  'units.infants': '{count, plural, one {# infant} other {# infants}}',

  'notices.close': 'Close notice',

  ...offlineMessages,
  ...bookingMessages,
} as const

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

export type MessageKey = keyof typeof enGB | keyof AreaMessages
