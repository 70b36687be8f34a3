import { SimpleGrid, TextInput } from '@mantine/core'
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form'
import { TEXT_LIMITS } from '@/api/contract/common'
import { t } from '@/i18n/i18n'
import { PasswordField } from './password-field'

// Fields that more than one account form asks for, written once so they read and behave the same everywhere.

/** One form field as an input needs it: its registration and the message to show under it. */
export type FieldBinding = { registration: UseFormRegisterReturn; error: string | undefined }

export function fieldBinding<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  name: Path<Values>,
): FieldBinding {
  return { registration: form.register(name), error: form.getFieldState(name, form.formState).error?.message }
}

/** The e-mail address: `username` where the guest logs in with it, `email` where they give it. */
export function EmailField({
  field,
  autoComplete,
}: {
  field: FieldBinding
  autoComplete: 'email' | 'username'
}) {
  return (
    <TextInput
      label={t('account.email')}
      maxLength={TEXT_LIMITS.email}
      type="email"
      autoComplete={autoComplete}
      required
      {...field.registration}
      error={field.error}
    />
  )
}

/** First and last name side by side (register, your details). */
export function NameFields({ firstName, lastName }: { firstName: FieldBinding; lastName: FieldBinding }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('account.firstName')}
        maxLength={TEXT_LIMITS.name}
        autoComplete="given-name"
        required
        {...firstName.registration}
        error={firstName.error}
      />
      <TextInput
        label={t('account.lastName')}
        maxLength={TEXT_LIMITS.name}
        autoComplete="family-name"
        required
        {...lastName.registration}
        error={lastName.error}
      />
    </SimpleGrid>
  )
}

/** A new password with its rules as the hint, then the same again (register, reset, change password). */
export function NewPasswordFields({
  labels,
  password,
  confirmation,
}: {
  labels: { password: string; confirmation: string }
  password: FieldBinding
  confirmation: FieldBinding
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        required
        description={t('account.passwordHint')}
        {...password.registration}
        error={password.error}
      />
      <PasswordField
        label={labels.confirmation}
        autoComplete="new-password"
        required
        {...confirmation.registration}
        error={confirmation.error}
      />
    </>
  )
}
