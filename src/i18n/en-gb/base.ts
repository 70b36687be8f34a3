import { offlineMessages } from './offline'
import { bookingMessages } from './booking'

// en-GB's search-route texts, a chunk of their own like every other language's <locale>/base.ts (decision
// 0128): only the guest's language is downloaded, so no other language carries these ~2 kB. The app loads them
// through ../load-areas.ts before its first render, the server's boot shell preloads the chunk for a guest in
// en-GB, and the server and the tests register them at start (../default-texts.ts).
// The en-GB text catalogue (the product default). Keys follow the spec's sections. Every text is an ICU message
// (plurals as {count, plural, one {…} other {…}}, parameters as {name}); the other locales translate each key
// (decision 0121).
// Each area of the spec with screens of its own keeps its texts in en-gb/<area>.ts.
export const messages = {
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
  'search.adults': 'Adults',
  'search.children': 'Children',
  'search.infants': 'Infants',
  'search.childrenHint': 'Ages 2–12',
  'search.infantsHint': 'Under 2',
  'search.add': 'Add one {guest, select, adult {adult} child {child} other {infant}} to room {room}',
  'search.remove': 'Remove one {guest, select, adult {adult} child {child} other {infant}} from room {room}',
  'search.addRoom': 'Add a room',
  'search.removeRoom': 'Remove room {number}',
  'search.locations': 'Location',
  'search.anyLocation': 'Any location',
  'search.promoCode': 'Promo code',
  'search.promoCodeValid': 'Promo code applied',
  'search.submit': 'Search',
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
