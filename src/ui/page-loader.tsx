import { Center, Loader } from '@mantine/core'
import { t } from '@/i18n/i18n'

export function PageLoader() {
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <span className="visually-hidden" style={{ position: 'absolute', insetInlineStart: -9999 }}>
        {t('app.loading')}
      </span>
    </Center>
  )
}
