// en-GB texts of the manage area; merged into the catalogue by ../en-gb.ts.
export const manageMessages = {
  'manage.title': 'Manage your booking',
  'manage.intro':
    'Here you find your booking with the reservation number from your confirmation and the name of a guest, to change or cancel it.',
  'manage.reservationNumber': 'Reservation number',
  'manage.guestName': 'Guest name',
  'manage.find': 'Find booking',
  'manage.reservationTitle': 'Reservation {reference}',
  'manage.linkIntro':
    'Here you will see your reservation, change dates, rooms and extras, edit guests or cancel.',
} as const
