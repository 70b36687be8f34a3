// Who hears of a new search (docs/product/search.md#steps: a search also clears the service cache, which the query layer holds). Apart
// from the booking session so the app's root can listen without loading the session store, which loads with the
// first search (decision 0020).

const listeners = new Set<() => void>()

/** Follows every new search; returns the stop function. */
export function onNewSearch(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells every listener a new search has started. */
export function announceNewSearch(): void {
  for (const listener of listeners) listener()
}
