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
 * Runs `task` once what is rendered now has been painted and the main thread is idle (at the latest
 * `timeoutMs` later): for code the next step will need, fetched without delaying the page's own paint.
 */
export function afterFirstPaintIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false
  const w = window as IdleWindow
  const frame = requestAnimationFrame(() =>
    window.setTimeout(() => {
      if (cancelled) return
      if (w.requestIdleCallback) w.requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs })
      else task()
    }, 0),
  )
  return () => {
    cancelled = true
    cancelAnimationFrame(frame)
  }
}

/**
 * Runs `task` in a task of its own once the browser has painted what is on screen now: a press that starts heavy
 * work shows its answer (a busy button) at once, and the work does not hold up that paint (INP).
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => window.setTimeout(task, 0))
}
