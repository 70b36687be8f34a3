import { Alert, Anchor, Button, Stack } from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { useRequestPasswordReset } from '@/api/account'
import { errorMessage } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import { useRouteProperty } from '@/api/route-property'
import { EmailField, fieldBinding } from './account-fields'
import { AccountFrame } from './account-frame'
import { forgotSchema, serverFieldErrors, type ForgotValues } from './account-forms'
import { useReturnTo, withReturnTo } from './account-links'
import { noticeFailure } from './account-notices'

/**
 * Forgot password (docs/product/account.md#screens). The answer is the same whether or not the address has an account, so the page
 * says "if", and never whether one exists.
 */
export function ForgotPasswordPage() {
  const property = useRouteProperty()
  const code = property.PropertyCode
  const returnTo = useReturnTo(code)
  const request = useRequestPasswordReset(property.PropertyId)
  const form = useForm<ForgotValues>({
    resolver: valibotResolver(forgotSchema),
    defaultValues: { email: '' },
  })
  const { errors } = form.formState
  const loginLink = (
    <Anchor td="underline" component={Link} to={withReturnTo(`/Account/Login/${code}`, returnTo, code)}>
      {t('account.backToLogin')}
    </Anchor>
  )

  const submit = form.handleSubmit((values) => {
    request.mutate(
      { EmailAddress: values.email.trim() },
      {
        onError: (error) => {
          const fields = serverFieldErrors(error, { EmailAddress: 'email' as const })
          for (const [field, message] of fields) form.setError(field, { message })
          if (fields.length === 0)
            noticeFailure(t('account.resetEmailFailed'), errorMessage(error, '') || undefined)
        },
      },
    )
  })

  if (request.isSuccess) {
    return (
      <AccountFrame title={t('account.resetSentTitle')}>
        <Alert color="positive" role="status">
          {request.data.Message}
        </Alert>
        {loginLink}
      </AccountFrame>
    )
  }

  const failure = request.isError ? errorMessage(request.error, t('account.resetEmailFailed')) : null
  return (
    <AccountFrame title={t('account.forgotTitle')} intro={t('account.forgotIntro')}>
      <form onSubmit={submit} noValidate aria-label={t('account.forgotPassword')}>
        <Stack gap="md">
          <EmailField field={fieldBinding(form, 'email')} autoComplete="email" />
          {failure && !errors.email ? (
            <Alert color="negative" role="note" title={t('account.resetEmailFailed')}>
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" loading={request.isPending}>
            {t('account.sendResetLink')}
          </Button>
          {loginLink}
        </Stack>
      </form>
    </AccountFrame>
  )
}
