// en-GB texts of the restaurant area; merged into the catalogue by ../en-gb.ts.
export const restaurantMessages = {
  'restaurant.title': 'Book a table',
  'restaurant.intro':
    'Reserve a table at one of the hotel restaurants for the day and party size you choose.',
} as const
