import { accountMessages } from '../en-gb/account'
import { contactMessages } from '../en-gb/contact'
import { deviceMessages } from '../en-gb/device'
import { flowMessages } from '../en-gb/flow'
import { groupSearchMessages } from '../en-gb/group-search'
import { journeyMessages } from '../en-gb/journey'
import { manageMessages } from '../en-gb/manage'
import { myStaysMessages } from '../en-gb/my-stays'
import { payByLinkMessages } from '../en-gb/pay-by-link'
import { policyMessages } from '../en-gb/policy'
import { preCheckInMessages } from '../en-gb/pre-check-in'
import { restaurantMessages } from '../en-gb/restaurant'
import type { AreaTranslation } from '../translation'

// en-US texts of the later pages: en-GB's with the American spellings.
export const messages: AreaTranslation = {
  ...accountMessages,
  ...contactMessages,
  ...deviceMessages,
  ...flowMessages,
  ...groupSearchMessages,
  ...journeyMessages,
  ...manageMessages,
  ...myStaysMessages,
  ...payByLinkMessages,
  ...policyMessages,
  ...preCheckInMessages,
  ...restaurantMessages,
  'preCheckIn.registration.drivingLicence': 'Driver’s license',
  'preCheckIn.registration.unknownDocument': 'Choose passport, ID card or driver’s license.',
  'account.forgotLink': 'Forgot your password?',
  'account.forgotTitle': 'Forgot your password?',
  'manage.badgeCancelling': 'To be canceled',
  'manage.badgeCancelled': 'Canceled',
  'manage.cancelledRooms': 'Canceled rooms',
  'manage.cancelRoomHint': 'The room is canceled when you save your changes.',
  'manage.summaryCancelled': 'Canceled: {room}',
  'manage.cancelledTitle': 'Your booking is canceled',
  'manage.cancelledText': 'Booking {reference} is canceled. A confirmation is on its way by email.',
  'myStays.cancelled': 'Canceled',
  'confirmation.calendarDescription': 'Reservation {reference}. Manage your reservation: {url}',
  'confirmation.calendarTimes': 'Check-in from {checkIn}, check-out by {checkOut}.',
}
