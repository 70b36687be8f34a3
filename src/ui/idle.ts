// Work the first paint does not need (the menu's code, the notices host, the service worker) waits until the
// browser is idle after load, so it never competes with the page's own requests (decision 0020).

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
}

/**
 * Runs `task` a little after the page has loaded, when the main thread is idle (at the latest `timeoutMs`
 * later): the first paint and the first interactions come first.
 */
export function afterLoadIdle(task: () => void, delayMs = 2000, timeoutMs = 3000): () => void {
  let cancelled = false
  const run = () => {
    window.setTimeout(() => {
      if (cancelled) return
      const w = window as IdleWindow
      if (w.requestIdleCallback) w.requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs })
      else task()
    }, delayMs)
  }
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', run)
  }
}

/**
 * A deferred import that, failing because the device went offline before it ran (a first visit, before the
 * service worker holds the code), waits for the connection and tries again, instead of failing the screen.
 */
export function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (navigator.onLine) throw error
    return new Promise<T>((resolve, reject) => {
      window.addEventListener('online', () => importWhenOnline(load).then(resolve, reject), { once: true })
    })
  })
}
