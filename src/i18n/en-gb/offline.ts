// en-GB texts of the offline area; merged into the catalogue by ../en-gb.ts.
export const offlineMessages = {} as const
