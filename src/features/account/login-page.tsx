import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { useAccount, useLogin, useLogout } from '@/api/account'
import { errorMessage } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import { PasswordField } from './password-field'
import { useRouteProperty } from '@/api/route-property'
import { AccountFrame } from './account-frame'
import { loginSchema, type LoginValues } from './account-forms'
import { useReturnTo, withReturnTo } from './account-links'
import { noticeFailure, noticeSuccess } from './account-notices'

/** Login (spec §2, a page from the menu: docs/decisions/0005). Success welcomes by first name and goes back. */
export function LoginPage() {
  const property = useRouteProperty()
  const code = property.PropertyCode
  const returnTo = useReturnTo(code)
  const navigate = useNavigate()
  const account = useAccount(property.PropertyId, property.UseUserAccountOnBookingEngine)
  const login = useLogin(property.PropertyId)
  const logout = useLogout()
  const form = useForm<LoginValues>({
    resolver: valibotResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors } = form.formState

  const submit = form.handleSubmit((values) => {
    login.mutate(
      { EmailAddress: values.email.trim(), Password: values.password },
      {
        onSuccess: (response) => {
          if (response.Success && response.User) {
            noticeSuccess(t('account.welcome', { name: response.User.Firstname }))
            void navigate(returnTo)
          } else {
            form.setValue('password', '')
            noticeFailure(response.Message || t('account.loginFailed'))
          }
        },
        onError: (error) => {
          form.setValue('password', '')
          noticeFailure(errorMessage(error, t('account.loginFailed')))
        },
      },
    )
  })

  const failure = login.isError
    ? errorMessage(login.error, t('account.loginFailed'))
    : login.data && !login.data.Success
      ? login.data.Message || t('account.loginFailed')
      : null

  const user = account.data
  if (user && !login.isSuccess) {
    return (
      <AccountFrame title={t('account.loginTitle')}>
        <Text>
          {t('account.alreadyLoggedIn', {
            name: `${user.Firstname} ${user.Lastname}`,
            email: user.EmailAddress,
          })}
        </Text>
        <Group>
          <Button component={Link} to={`/ManageAccount/${code}`}>
            {t('account.manageAccount')}
          </Button>
          <Button variant="default" loading={logout.isPending} onClick={() => logout.mutate()}>
            {t('account.logoutButton')}
          </Button>
        </Group>
      </AccountFrame>
    )
  }

  return (
    <AccountFrame title={t('account.loginTitle')} intro={t('account.loginIntro')}>
      <form onSubmit={submit} noValidate aria-label={t('account.login')}>
        <Stack gap="md">
          <TextInput
            label={t('account.email')}
            type="email"
            autoComplete="username"
            required
            {...form.register('email')}
            error={errors.email?.message}
          />
          <PasswordField
            label={t('account.password')}
            autoComplete="current-password"
            required
            {...form.register('password')}
            error={errors.password?.message}
          />
          {failure ? (
            <Alert color="negative" role="note" title={t('errors.errorTitle')}>
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" loading={login.isPending}>
            {t('account.loginButton')}
          </Button>
          <Anchor
            td="underline"
            component={Link}
            to={withReturnTo(`/Account/ForgotPassword/${code}`, returnTo, code)}
          >
            {t('account.forgotLink')}
          </Anchor>
          <Text>
            {t('account.noAccount')}{' '}
            <Anchor
              td="underline"
              component={Link}
              to={withReturnTo(`/Account/Register/${code}`, returnTo, code)}
            >
              {t('account.createLink')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AccountFrame>
  )
}
