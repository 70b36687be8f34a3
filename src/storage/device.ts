import { deviceDb, type DeviceDb } from './db'
import { clearStored } from './web-storage'

/**
 * Removing what this device keeps. "Forget this device" wipes everything the app stored (saved stays,
 * baskets, drafts, changes not yet sent); logging out removes what belongs to the account.
 */
export async function forgetDevice(): Promise<void> {
  await deviceDb().delete({ disableAutoOpen: false })
  // Belt and braces for storage other than IndexedDB (nothing personal is meant to be there).
  clearStored('session')
  clearStored('local')
}

/**
 * What belongs to an account, removed when the guest logs out: the stays saved while logged in, the manage and
 * pre-check-in drafts kept for those stays (unless a change made from one still waits to be sent: the change
 * and what it came from are never dropped), and any draft of booker details. Stays booked as a guest (no
 * account) stay on the device.
 */
export async function removeAccountData(db: DeviceDb = deviceDb()): Promise<void> {
  await db.transaction('rw', db.reservations, db.drafts, db.outbox, async () => {
    const owned = await db.reservations.filter((r) => r.accountEmail !== null).toArray()
    const unsent = await db.outbox.where('state').anyOf('waiting', 'rejected').toArray()
    const open = new Set(unsent.map((c) => c.reservationKey.toUpperCase()))
    const stays = owned.map((r) => r.key.toUpperCase()).filter((key) => !open.has(key))
    await db.drafts.filter((d) => stays.some((key) => d.key.toUpperCase().endsWith(`:${key}`))).delete()
    await db.reservations.bulkDelete(owned.map((r) => r.key))
    await db.drafts.where('key').startsWith('booker:').delete()
  })
}
