import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { useAccount, useLogin, useLogout, type UserAccount } from '@/api/account'
import { errorMessage } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import { PasswordField } from './password-field'
import { useRouteProperty } from '@/api/route-property'
import { EmailField, fieldBinding } from './account-fields'
import { AccountFrame } from './account-frame'
import { loginSchema, type LoginValues } from './account-forms'
import { useReturnTo, withReturnTo } from './account-links'
import { noticeFailure, noticeSuccess } from './account-notices'

/** Login (docs/product/account.md#screens, a page from the menu: docs/decisions/0005). Success welcomes by first name and goes back. */
export function LoginPage() {
  const property = useRouteProperty()
  const code = property.PropertyCode
  const returnTo = useReturnTo(code)
  const account = useAccount(property.PropertyId, property.UseUserAccountOnBookingEngine)
  const { form, submit, loggedIn, pending, failure } = useLoginForm(returnTo)
  const { errors } = form.formState

  const user = account.data
  if (user && !loggedIn) return <AlreadyLoggedIn user={user} />

  return (
    <AccountFrame title={t('account.loginTitle')} intro={t('account.loginIntro')}>
      <form onSubmit={submit} noValidate aria-label={t('account.login')}>
        <Stack gap="md">
          <EmailField field={fieldBinding(form, 'email')} autoComplete="username" />
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
          <Button type="submit" loading={pending}>
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

/** The login form and its request; a refused login clears the password for the next try. */
function useLoginForm(returnTo: string) {
  const property = useRouteProperty()
  const navigate = useNavigate()
  const login = useLogin(property.PropertyId)
  const form = useForm<LoginValues>({
    resolver: valibotResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  })

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

  return { form, submit, loggedIn: login.isSuccess, pending: login.isPending, failure }
}

/** A guest who is already logged in is told as whom, with the way to their account or out of it. */
function AlreadyLoggedIn({ user }: { user: UserAccount }) {
  const property = useRouteProperty()
  const logout = useLogout()
  return (
    <AccountFrame title={t('account.loginTitle')}>
      <Text>
        {t('account.alreadyLoggedIn', {
          name: `${user.Firstname} ${user.Lastname}`,
          email: user.EmailAddress,
        })}
      </Text>
      <Group>
        <Button component={Link} to={`/ManageAccount/${property.PropertyCode}`}>
          {t('account.manageAccount')}
        </Button>
        <Button variant="default" loading={logout.isPending} onClick={() => logout.mutate()}>
          {t('account.logoutButton')}
        </Button>
      </Group>
    </AccountFrame>
  )
}
