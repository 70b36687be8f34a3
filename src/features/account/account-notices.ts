import { notifications } from '@mantine/notifications'
import { t } from '@/i18n/i18n'

// docs/product/account.md#errors: account outcomes show as notices at the top (auto-dismissed after 5 s by the shell): positive for
// success and the welcome, negative (red, with an icon) for failures.

const closeButtonProps = { 'aria-label': t('notices.close') }

export function noticeSuccess(message: string): void {
  notifications.show({ color: 'positive', message, closeButtonProps })
}

export function noticeFailure(title: string, message?: string): void {
  notifications.show({
    color: 'negative',
    title: message ? title : undefined,
    message: message ?? title,
    icon: '!',
    closeButtonProps,
  })
}
