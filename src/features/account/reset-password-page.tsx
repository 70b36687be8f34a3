import { Alert, Anchor, Button, Stack, Text } from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { useResetPassword } from '@/api/account'
import { ApiError, errorMessage, withoutLead } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import { useRouteProperty } from '@/api/route-property'
import { fieldBinding, NewPasswordFields } from './account-fields'
import { AccountFrame } from './account-frame'
import { onlyFieldErrors, placeServerErrors, resetSchema, type ResetValues } from './account-forms'
import { useLinkToken } from './account-links'
import { noticeFailure, noticeSuccess } from './account-notices'

const FIELD_OF = { Password: 'password' } as const satisfies Record<string, keyof ResetValues>

/**
 * Reset password, opened from the e-mailed link (docs/product/account.md#screens). The link works once and for an hour; a spent link
 * says so and offers a new one. Success ends every session of the account, so the guest logs in afresh.
 */
export function ResetPasswordPage() {
  const token = useLinkToken()
  const { form, submit, pending, spent } = useResetPasswordForm(token)

  if (!token) {
    return (
      <AccountFrame title={t('account.resetTitle')}>
        <Text>{t('account.resetNoToken')}</Text>
        <NewLinkAnchor />
      </AccountFrame>
    )
  }
  if (spent !== null) {
    return (
      <AccountFrame title={t('account.resetTitle')}>
        <Alert color="negative" role="note" title={t('account.resetFailed')}>
          <Stack gap="xs" align="flex-start">
            {spent ? <Text size="sm">{spent}</Text> : null}
            <NewLinkAnchor />
          </Stack>
        </Alert>
      </AccountFrame>
    )
  }
  return (
    <AccountFrame title={t('account.resetTitle')}>
      <form onSubmit={submit} noValidate aria-label={t('account.resetPassword')}>
        <Stack gap="md">
          <NewPasswordFields
            labels={{ password: t('account.newPassword'), confirmation: t('account.confirmNewPassword') }}
            password={fieldBinding(form, 'password')}
            confirmation={fieldBinding(form, 'confirmPassword')}
          />
          <Button type="submit" loading={pending}>
            {t('account.resetButton')}
          </Button>
        </Stack>
      </form>
    </AccountFrame>
  )
}

/**
 * The new password and its request. `spent` is the server's reason the link no longer works (without the
 * heading the notice already shows), or null while it still may.
 */
function useResetPasswordForm(token: string) {
  const property = useRouteProperty()
  const navigate = useNavigate()
  const reset = useResetPassword(property.PropertyId)
  const form = useForm<ResetValues>({
    resolver: valibotResolver(resetSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  const submit = form.handleSubmit((values) => {
    reset.mutate(
      { Token: token, Password: values.password },
      {
        onSuccess: () => {
          noticeSuccess(t('account.resetDone'))
          void navigate(`/Account/Login/${property.PropertyCode}`)
        },
        onError: (error) => {
          if (!placeServerErrors(error, FIELD_OF, form.setError))
            noticeFailure(errorMessage(error, t('account.resetFailed')))
        },
      },
    )
  })

  const spent =
    reset.isError && reset.error instanceof ApiError && !onlyFieldErrors(reset.error, FIELD_OF)
      ? withoutLead(errorMessage(reset.error, ''), t('account.resetFailed'))
      : null
  return { form, submit, pending: reset.isPending, spent }
}

function NewLinkAnchor() {
  const property = useRouteProperty()
  return (
    <Anchor td="underline" component={Link} to={`/Account/ForgotPassword/${property.PropertyCode}`}>
      {t('account.askNewLink')}
    </Anchor>
  )
}
