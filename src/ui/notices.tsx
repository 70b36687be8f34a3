import { lazy, Suspense } from 'react'

// Notices (spec §8): short messages at the top (or bottom) of the screen that dismiss themselves after 5 s.
// Mantine's notifications system and its styles load just after the first paint, not before it.

const Host = lazy(() => import('./notices-host').then((m) => ({ default: m.NoticesHostNow })))

export type NoticeKind = 'positive' | 'negative' | 'info' | 'warning'

export type Notice = {
  kind: NoticeKind
  message: string
  title?: string
  /** Top by default (spec §8: notices appear at the top or bottom of the screen). */
  position?: 'top' | 'bottom'
  /** Milliseconds before it dismisses itself (5000 by default); false keeps it until closed. */
  autoClose?: number | false
}

/** Mounted once by the app shell: where the notices appear. */
export function NoticesHost() {
  return (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  )
}

export function showNotice(notice: Notice): void {
  void import('./notices-host').then((m) => m.showNow(notice))
}
