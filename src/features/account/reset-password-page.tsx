import { Alert, Anchor, Button, Stack, Text } from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { useResetPassword } from '@/api/account'
import { ApiError, errorMessage } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import { PasswordField } from './password-field'
import { useRouteProperty } from '@/api/route-property'
import { AccountFrame } from './account-frame'
import { onlyFieldErrors, resetSchema, serverFieldErrors, type ResetValues } from './account-forms'
import { useLinkToken } from './account-links'
import { noticeFailure, noticeSuccess } from './account-notices'

const FIELD_OF = { Password: 'password' } as const satisfies Record<string, keyof ResetValues>

/**
 * Reset password, opened from the e-mailed link (spec §2). The link works once and for an hour; a spent link
 * says so and offers a new one. Success ends every session of the account, so the guest logs in afresh.
 */
export function ResetPasswordPage() {
  const property = useRouteProperty()
  const code = property.PropertyCode
  const token = useLinkToken()
  const navigate = useNavigate()
  const reset = useResetPassword(property.PropertyId)
  const form = useForm<ResetValues>({
    resolver: valibotResolver(resetSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { errors } = form.formState
  const newLink = (
    <Anchor td="underline" component={Link} to={`/Account/ForgotPassword/${code}`}>
      {t('account.askNewLink')}
    </Anchor>
  )

  const submit = form.handleSubmit((values) => {
    reset.mutate(
      { Token: token, Password: values.password },
      {
        onSuccess: () => {
          noticeSuccess(t('account.resetDone'))
          void navigate(`/Account/Login/${code}`)
        },
        onError: (error) => {
          for (const [field, message] of serverFieldErrors(error, FIELD_OF)) form.setError(field, { message })
          if (!onlyFieldErrors(error, FIELD_OF)) noticeFailure(errorMessage(error, t('account.resetFailed')))
        },
      },
    )
  })

  if (!token) {
    return (
      <AccountFrame title={t('account.resetTitle')}>
        <Text>{t('account.resetNoToken')}</Text>
        {newLink}
      </AccountFrame>
    )
  }

  const spent =
    reset.isError && reset.error instanceof ApiError && !onlyFieldErrors(reset.error, FIELD_OF)
      ? withoutLead(errorMessage(reset.error, ''), t('account.resetFailed'))
      : null
  if (spent !== null) {
    return (
      <AccountFrame title={t('account.resetTitle')}>
        <Alert color="negative" role="note" title={t('account.resetFailed')}>
          <Stack gap="xs" align="flex-start">
            {spent ? <Text size="sm">{spent}</Text> : null}
            {newLink}
          </Stack>
        </Alert>
      </AccountFrame>
    )
  }
  return (
    <AccountFrame title={t('account.resetTitle')}>
      <form onSubmit={submit} noValidate aria-label={t('account.resetPassword')}>
        <Stack gap="md">
          <PasswordField
            label={t('account.newPassword')}
            autoComplete="new-password"
            required
            description={t('account.passwordHint')}
            {...form.register('password')}
            error={errors.password?.message}
          />
          <PasswordField
            label={t('account.confirmNewPassword')}
            autoComplete="new-password"
            required
            {...form.register('confirmPassword')}
            error={errors.confirmPassword?.message}
          />
          <Button type="submit" loading={reset.isPending}>
            {t('account.resetButton')}
          </Button>
        </Stack>
      </form>
    </AccountFrame>
  )
}

/** The server's message without the spec's heading that the notice already shows above it. */
function withoutLead(message: string, lead: string): string {
  return message.startsWith(lead) ? message.slice(lead.length).trim() : message
}
