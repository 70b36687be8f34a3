// Code loaded after the first paint (menu, notices, cookie banner, basket keeper…) may be asked for when the
// device has just gone offline and the service worker has not cached it yet. Failing there would throw into the
// page's error boundary and replace the guest's screen; instead the load waits for the connection and is tried
// again (browsers do not remember a failed dynamic import, so the retry fetches it afresh).

/** Resolves at the next `online` event. */
export function backOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }))
}

/** `load`, retried each time the connection returns while it fails offline; online failures are thrown. */
export function loadWhenOnline<T>(load: () => Promise<T>): () => Promise<T> {
  const attempt = async (): Promise<T> => {
    try {
      return await load()
    } catch (error) {
      if (navigator.onLine) throw error
      await backOnline()
      return attempt()
    }
  }
  return attempt
}
