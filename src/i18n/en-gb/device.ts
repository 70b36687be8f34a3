// en-GB texts of what loads after the first paint around the device: sync status, install, the durable basket,
// cookie settings.
// ../load-device.ts registers them (decision 0020).
export const deviceMessages = {
  'offline.waiting':
    '{count, plural, one {# change waiting to be sent} other {# changes waiting to be sent}}',
  'offline.sending': '{count, plural, one {Sending # change…} other {Sending # changes…}}',
  'offline.allSaved': 'All changes saved',
  'offline.rejected':
    '{count, plural, one {# change could not be saved. Open the booking to choose what to keep.} other {# changes could not be saved. Open the booking to choose what to keep.}}',
  'offline.install': 'Install app',

  'basket.inProgress': 'Your booking in progress',
  'basket.inProgressDetail': '{rooms}, {from} to {to}, kept on this device.',
  'basket.continue': 'Continue booking',
  'basket.soldOutTitle': 'A room in your basket is no longer available',
  'basket.soldOut': 'Room {rooms} sold out while you were away. Please choose another room or rate for it.',
  'basket.priceChangedTitle': 'The price of your stay has changed',
  'basket.priceChanged': 'Since you chose your rooms, the total has changed from {before} to {after}.',

  'menu.cookieSettings': 'Cookie settings',
  'cookies.keepChoice': 'Close and keep my choice',
  'cookies.currentGranted': 'Your choice now: analytics cookies accepted.',
  'cookies.currentDenied': 'Your choice now: only necessary cookies.',
} as const
