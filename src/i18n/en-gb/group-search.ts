// en-GB texts of the group-search area; merged into the catalogue by ../en-gb.ts.
export const groupSearchMessages = {
  'group.title': 'Find a hotel',
  'group.intro': 'Search all our hotels at once.',
} as const
