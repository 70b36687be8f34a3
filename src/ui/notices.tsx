import { lazy, startTransition, Suspense, useEffect, useState } from 'react'
import { afterLoadIdle } from '@/device/idle'
import { loadWhenOnline } from '@/device/when-online'
import type { Notice } from './notice'

// Notices (docs/product/the-app.md#errors): short messages at the top (or bottom) of the screen that dismiss themselves after 5 s.
// Mantine's notifications system and its styles load once the page is idle, or as soon as a notice is shown.

const loadHost = loadWhenOnline(() => import('./notices-host'))
const Host = lazy(() => loadHost().then((m) => ({ default: m.NoticesHostNow })))

const mountListeners = new Set<() => void>()

/** Mounted once by the app shell: where the notices appear. */
export function NoticesHost() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    // In a transition: Mantine's notifications system renders in short pieces, never one long task.
    const mount = () => startTransition(() => setMounted(true))
    mountListeners.add(mount)
    const cancel = afterLoadIdle(mount)
    return () => {
      mountListeners.delete(mount)
      cancel()
    }
  }, [])
  return mounted ? (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  ) : null
}

export function showNotice(notice: Notice): void {
  for (const mount of mountListeners) mount()
  void loadHost().then((m) => m.showNow(notice))
}
