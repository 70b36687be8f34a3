import '@mantine/core/styles/Notification.css'
import '@mantine/notifications/styles.css'
import { Notifications, notifications } from '@mantine/notifications'
import { t } from '@/i18n/i18n'
import type { Notice, NoticeKind } from './notice'

export const NOTICE_AUTO_CLOSE_MS = 5000

export function NoticesHostNow() {
  return <Notifications position="top-center" autoClose={NOTICE_AUTO_CLOSE_MS} limit={3} zIndex={1000} />
}

const GLYPH: Record<NoticeKind, string> = {
  positive: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  negative: 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z',
  info: 'M11 7h2v2h-2zm0 4h2v6h-2z',
  warning: 'M11 7h2v6h-2zm0 8h2v2h-2z',
}

export function showNow({ kind, message, title, position = 'top', autoClose }: Notice): void {
  notifications.show({
    color: kind,
    title,
    message,
    position: position === 'top' ? 'top-center' : 'bottom-center',
    autoClose: autoClose ?? NOTICE_AUTO_CLOSE_MS,
    closeButtonProps: { 'aria-label': t('notices.close') },
    icon: (
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={GLYPH[kind]} />
      </svg>
    ),
  })
}
