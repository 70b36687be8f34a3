// en-GB texts of the pre-check-in area; merged into the catalogue by ../en-gb.ts.
export const preCheckInMessages = {
  'preCheckIn.title': 'Online check-in',
  'preCheckIn.intro': 'Check in before you arrive and go straight to your room.',
  'preCheckIn.invalidLink': 'This check-in link is not valid. Please contact the hotel.',
} as const
