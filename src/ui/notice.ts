// What a notice is, apart from the host that shows it, so the host (loaded late) and its callers share it.

export type NoticeKind = 'positive' | 'negative' | 'info' | 'warning'

export type Notice = {
  kind: NoticeKind
  message: string
  title?: string
  /** Top by default (docs/product/the-app.md#errors: notices appear at the top or bottom of the screen). */
  position?: 'top' | 'bottom'
  /** Milliseconds before it dismisses itself (5000 by default); false keeps it until closed. */
  autoClose?: number | false
}
