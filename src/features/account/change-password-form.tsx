import { Alert, Button, Card, Stack, Title } from '@mantine/core'
import { localSchemaResolver } from '@/ui/local-resolver'
import { useForm } from 'react-hook-form'
import { useChangePassword } from '@/api/account'
import { errorMessage } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import { PasswordField } from './password-field'
import { fieldBinding, NewPasswordFields } from './account-fields'
import {
  changePasswordSchema,
  onlyFieldErrors,
  placeServerErrors,
  type ChangePasswordValues,
} from './account-forms'
import { noticeFailure, noticeSuccess } from './account-notices'

const FIELD_OF = {
  CurrentPassword: 'currentPassword',
  NewPassword: 'newPassword',
} as const satisfies Record<string, keyof ChangePasswordValues>

/** Change password: needs the current one; the server logs out every other device and e-mails the guest. */
export function ChangePasswordForm({ propertyId, email }: { propertyId: number; email: string }) {
  const change = useChangePassword(propertyId)
  const form = useForm<ChangePasswordValues>({
    resolver: localSchemaResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const { errors } = form.formState

  const submit = form.handleSubmit((values) => {
    change.mutate(
      { CurrentPassword: values.currentPassword, NewPassword: values.newPassword },
      {
        onSuccess: () => {
          form.reset()
          noticeSuccess(t('account.passwordChanged'))
        },
        onError: (error) => {
          if (!placeServerErrors(error, FIELD_OF, form.setError))
            noticeFailure(t('account.updateFailed'), errorMessage(error, '') || undefined)
        },
      },
    )
  })

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="account-password">
      <form onSubmit={submit} noValidate aria-labelledby="account-password">
        <Stack gap="sm">
          <Title order={2} size="h3" id="account-password">
            {t('account.changePassword')}
          </Title>
          {/* Lets password managers file the new password under the right login. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordField
            label={t('account.currentPassword')}
            autoComplete="current-password"
            required
            {...form.register('currentPassword')}
            error={errors.currentPassword?.message}
          />
          <NewPasswordFields
            labels={{ password: t('account.newPassword'), confirmation: t('account.confirmNewPassword') }}
            password={fieldBinding(form, 'newPassword')}
            confirmation={fieldBinding(form, 'confirmPassword')}
          />
          {change.isError && !onlyFieldErrors(change.error, FIELD_OF) ? (
            <Alert color="negative" role="note" title={t('account.updateFailed')}>
              {errorMessage(change.error, t('account.updateFailed'))}
            </Alert>
          ) : null}
          <Button type="submit" w="fit-content" loading={change.isPending}>
            {t('account.changePasswordButton')}
          </Button>
        </Stack>
      </form>
    </Card>
  )
}
