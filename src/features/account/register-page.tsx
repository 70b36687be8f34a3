import { Alert, Anchor, Button, Stack, Text } from '@mantine/core'
import { Link, Navigate } from 'react-router'
import { useAccount } from '@/api/account'
import { t } from '@/i18n/i18n'
import { PhoneInput } from '@/ui/phone-input'
import { useRouteProperty } from '@/api/route-property'
import { EmailField, fieldBinding, NameFields, NewPasswordFields } from './account-fields'
import { AccountFrame, readableHint } from './account-frame'
import { useReturnTo, withReturnTo } from './account-links'
import { useRegistration } from './use-registration'

/**
 * Register (docs/product/account.md#screens). Success logs the guest in and shows the positive notice at the top (docs/product/account.md#steps); the server
 * e-mails a link to confirm the address. A failure keeps everything typed.
 */
export function RegisterPage() {
  const property = useRouteProperty()
  const code = property.PropertyCode
  const returnTo = useReturnTo(code)
  const account = useAccount(property.PropertyId, property.UseUserAccountOnBookingEngine)
  const { form, submit, registered, pending, failed, failureDetail } = useRegistration(returnTo)
  const { errors } = form.formState

  if (account.data && !registered) return <Navigate to={`/ManageAccount/${code}`} replace />

  return (
    <AccountFrame title={t('account.registerTitle')} intro={t('account.registerIntro')} size="sm">
      <form onSubmit={submit} noValidate aria-label={t('account.register')}>
        <Stack gap="md">
          <NameFields firstName={fieldBinding(form, 'firstName')} lastName={fieldBinding(form, 'lastName')} />
          <EmailField field={fieldBinding(form, 'email')} autoComplete="email" />
          <PhoneInput
            label={t('account.mobileNumber')}
            autoComplete="tel"
            styles={readableHint}
            description={t('account.phoneHint')}
            registration={form.register('mobileNumber')}
            error={errors.mobileNumber?.message}
          />
          <NewPasswordFields
            labels={{ password: t('account.password'), confirmation: t('account.confirmPassword') }}
            password={fieldBinding(form, 'password')}
            confirmation={fieldBinding(form, 'confirmPassword')}
          />
          {failed ? (
            <Alert color="negative" role="note" title={t('account.registerErrorMessage')}>
              {failureDetail}
            </Alert>
          ) : null}
          <Button type="submit" loading={pending}>
            {t('account.registerButton')}
          </Button>
          <Text>
            {t('account.haveAccount')}{' '}
            <Anchor
              td="underline"
              component={Link}
              to={withReturnTo(`/Account/Login/${code}`, returnTo, code)}
            >
              {t('account.loginButton')}
            </Anchor>
          </Text>
          {property.PrivacyPolicyUrl ? (
            <Anchor td="underline" href={property.PrivacyPolicyUrl} target="_blank" rel="noreferrer">
              {t('account.privacy')}
            </Anchor>
          ) : null}
        </Stack>
      </form>
    </AccountFrame>
  )
}
