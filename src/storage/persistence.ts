import { deviceDb } from './db'

/**
 * Asks the browser once to keep this site's storage under pressure (navigator.storage.persist), the first time
 * the guest saves something on the device. Browsers may grant it silently, ask, or refuse; we ask only once.
 */
export async function keepDataOnDevice(): Promise<void> {
  const db = deviceDb()
  if (await db.meta.get('persist-requested')) return
  await db.meta.put({ key: 'persist-requested', value: true })
  try {
    await navigator.storage?.persist?.()
  } catch {
    // Not granted or not supported: the data is still stored, only evictable under pressure.
  }
}
