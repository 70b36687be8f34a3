import { deviceDb, type DeviceDb } from './db'

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

/**
 * What belongs to an account, removed when the guest logs out: the stays saved while logged in and any draft
 * of booker details. Stays booked as a guest (no account) stay on the device.
 */
export async function removeAccountData(db: DeviceDb = deviceDb()): Promise<void> {
  await db.transaction('rw', db.reservations, db.drafts, async () => {
    await db.reservations.filter((r) => r.accountEmail !== null).delete()
    await db.drafts.where('key').startsWith('booker:').delete()
  })
}
