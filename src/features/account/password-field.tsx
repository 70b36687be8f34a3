import '@mantine/core/styles/PasswordInput.css'
import { PasswordInput, type PasswordInputProps } from '@mantine/core'
import type { Ref } from 'react'
import { t } from '@/i18n/i18n'
import { readableHint } from './account-frame'

/** A password input whose show/hide toggle is reachable by keyboard and named in the guest's language. */
export function PasswordField(props: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('account.showPassword') }}
      styles={readableHint}
      {...props}
    />
  )
}
