// en-GB texts of My stays; they load with the page (src/i18n/area-messages.ts).
export const myStaysMessages = {
  'myStays.title': 'My stays',
  'myStays.intro':
    'Bookings you made or opened on this device. They are kept here, also without a connection, until a week after you leave.',
  'myStays.empty':
    'No stays are saved on this device yet. Your booking is saved here when you book or open it from your confirmation e-mail.',
  'myStays.reference': 'Reference',
  'myStays.dates': '{arrival} – {departure}',
  'myStays.cancelled': 'Cancelled',
  'myStays.upcoming': 'Upcoming',
  'myStays.past': 'Past',
  'myStays.bookedBy': 'Booked by {name}',
  'myStays.leadGuest': 'Lead guest: {name}',
  'myStays.extras': 'Extras: {extras}',
  'myStays.total': 'Total',
  'myStays.paid': 'Paid',
  'myStays.manage': 'Manage booking',
  'myStays.preCheckIn': 'Check in online',
  'myStays.confirmation': 'View confirmation',
  'myStays.callHotel': 'Call {phone}',
  'myStays.emailHotel': 'E-mail the hotel',
  'myStays.forget': 'Forget this device',
  'myStays.forgetTitle': 'Forget this device?',
  'myStays.forgetBody':
    'This removes every booking, draft and basket saved on this device, and changes not yet sent. Your bookings with the hotel are not affected.',
  'myStays.forgetConfirm': 'Remove everything',
  'myStays.cancel': 'Keep',
  'myStays.forgotten': 'Everything saved on this device has been removed.',
  'myStays.unsent': 'Changes to this booking are waiting to be sent.',
} as const
