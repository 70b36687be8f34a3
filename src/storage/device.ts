import { deviceDb } from './db'

/**
 * Removing what this device keeps. "Forget this device" wipes everything the app stored (saved stays,
 * baskets, drafts, changes not yet sent); logging out removes what belongs to the account.
 */
export async function forgetDevice(): Promise<void> {
  await deviceDb().delete({ disableAutoOpen: false })
  // Belt and braces for storage other than IndexedDB (nothing personal is meant to be there).
  sessionStorage.clear()
  localStorage.clear()
}

/** What belongs to the account that logs out: its saved stays and any drafts of booker details. */
export async function removeAccountData(accountEmail: string | null): Promise<void> {
  const db = deviceDb()
  await db.transaction('rw', db.reservations, db.drafts, async () => {
    if (accountEmail) await db.reservations.where('accountEmail').equals(accountEmail).delete()
    await db.drafts.where('key').startsWith('booker:').delete()
  })
}
