/**
 * The one door to the browser's Web Storage (localStorage: kept across visits; sessionStorage: this tab only).
 * A browser can refuse it on the mere access (storage blocked, a sandboxed frame), throw on a write (quota,
 * private mode), or not have it at all (the service worker shares some modules): every call here survives all
 * three, reading nothing and keeping nothing, so a caller never needs its own try. Lint keeps the globals out of
 * every other file (eslint.config.js); what is kept is small preferences and round trips, never card data
 * (docs/architecture.md#card-data).
 */
export type StorageArea = 'local' | 'session'

// Web Storage's shape, named here: the service worker's compiler has no DOM types, and no such globals.
type Store = {
  readonly length: number
  key(index: number): string | null
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  clear(): void
}

function area(which: StorageArea): Store | undefined {
  try {
    const scope = globalThis as { localStorage?: Store; sessionStorage?: Store }
    return which === 'local' ? scope.localStorage : scope.sessionStorage
  } catch {
    return undefined
  }
}

/** What is kept under `key`, or null (nothing kept, or storage refused). */
export function readStored(which: StorageArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Keeps `value` under `key`; false when the browser refused (full, blocked). */
export function writeStored(which: StorageArea, key: string, value: string): boolean {
  try {
    const storage = area(which)
    storage?.setItem(key, value)
    return storage !== undefined
  } catch {
    return false
  }
}

export function removeStored(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key)
  } catch {
    // nothing kept, or nothing to remove
  }
}

/** Every key kept in the area now. */
export function storedKeys(which: StorageArea): string[] {
  try {
    const storage = area(which)
    if (!storage) return []
    return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key) => key !== null)
  } catch {
    return []
  }
}

/** Removes everything kept in the area (forgetting the device). */
export function clearStored(which: StorageArea): void {
  try {
    area(which)?.clear()
  } catch {
    // nothing kept
  }
}
