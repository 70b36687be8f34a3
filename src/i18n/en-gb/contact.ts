// en-GB texts of the contact area; merged into the catalogue by ../en-gb.ts.
export const contactMessages = {
  'contact.title': 'Contact us',
  'contact.reachUs': 'The hotel team can help by phone or e-mail:',
  'contact.address': 'Address',
  'contact.telephone': 'Telephone',
  'contact.email': 'E-mail',
  'contact.website': 'Website',
  'contact.map': 'Show on a map',
} as const
