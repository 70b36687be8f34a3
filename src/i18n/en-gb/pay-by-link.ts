// en-GB texts of the pay-by-link area; merged into the catalogue by ../en-gb.ts.
export const payByLinkMessages = {
  'payByLink.title': 'Secure payment',
  'payByLink.intro':
    'Pay an invoice or leave a card for your stay through the secure link the hotel sent you.',
  'payByLink.statusIntro': 'We are processing your payment with the card issuer.',
  'payByLink.confirmationIntro': 'Thank you: your payment has been received.',
  'payByLink.payInvoice': 'Pay invoice {invoice}',
  'payByLink.storeCard': 'Store a card for your stay',
  'payByLink.invalid': 'This payment link is not valid. Please contact the hotel by phone or e-mail.',
  'payByLink.noOutstandingBalance': 'There is no outstanding balance on this invoice.',
  'payByLink.errorTitle': 'Payment link problem',
  'payByLink.statusTitle': 'Processing your payment',
  'payByLink.confirmationTitle': 'Payment complete',
} as const
