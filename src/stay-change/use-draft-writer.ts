import { useEffect, useRef } from 'react'

/**
 * Writes a value behind the screen: at most every `delayMs` while the guest types, and at once when the page
 * is hidden or left, so closing the tab mid-word still keeps the word. `flush` returns when it is stored.
 */
export function useDraftWriter<T>(write: (value: T) => Promise<void>, delayMs = 250) {
  const pending = useRef<{ value: T } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const writeRef = useRef(write)
  useEffect(() => {
    writeRef.current = write
  }, [write])

  const api = useRef({
    schedule(value: T) {
      pending.current = { value }
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => void api.current.flush(), delayMs)
    },
    async flush() {
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
      const next = pending.current
      pending.current = null
      if (next) await writeRef.current(next.value)
    },
  })

  useEffect(() => {
    const writer = api.current
    const onHide = () => {
      if (document.visibilityState === 'hidden') void writer.flush()
    }
    const onPageHide = () => void writer.flush()
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', onPageHide)
      void writer.flush()
    }
  }, [])

  return api.current
}
