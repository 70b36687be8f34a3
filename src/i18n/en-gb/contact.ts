// en-GB texts of the contact area; merged into the catalogue by ../en-gb.ts.
export const contactMessages = {
  'contact.title': 'Contact us',
  'contact.intro': 'The team at {hotel} is happy to help before, during and after your stay.',
  'contact.reachUs': 'The hotel team can help by phone or e-mail:',
  'contact.address': 'Address',
  'contact.telephone': 'Telephone',
  'contact.email': 'E-mail',
  'contact.website': 'Website',
  'contact.map': 'Show on a map',
  'contact.newTab': 'opens in a new tab',
  'contact.alreadyBooked': 'Already booked? Look up your booking to change it, add extras or cancel.',
  'contact.alreadyBookedWithTables':
    'Already booked? Look up your booking to change it, add extras or cancel, or book a table for dinner.',
  'contact.bookTable': 'Book a table',
} as const
