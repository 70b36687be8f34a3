import '@mantine/core/styles/PasswordInput.css'
import {
  Alert,
  Button,
  Card,
  Group,
  PasswordInput,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { accountKeys, authenticate, logout } from '@/api/account'
import { errorMessage } from '@/api/api-error'
import type { UserAccount } from '@/api/contract/account'
import { t } from '@/i18n/i18n'
import { showNotice } from '@/ui/notices'
import type { CheckoutValues } from './checkout-schema'

type Props = {
  form: UseFormReturn<CheckoutValues>
  propertyId: number
  user: UserAccount | null
}

type Way = 'guest' | 'create' | 'login'

/**
 * The account side of checkout (docs/product/account.md#steps, docs/product/account.md#who-may), for a property that uses accounts. A logged-in guest sees who
 * they are logged in as and can log out. Anyone else goes through the guest account process: book as a guest,
 * create an account with this booking (its password is asked here; the account is made just before the booking
 * is sent), or log in here without leaving the page, after which their details fill the form.
 */
export function AccountSection({ form, propertyId, user }: Props) {
  const [way, setWay] = useState<Way>(form.getValues('createAccount') ? 'create' : 'guest')
  const account = useCheckoutAccount(form, propertyId)

  if (user) {
    return (
      <LoggedInCard
        user={user}
        onLogout={() => account.signOut.mutate()}
        leaving={account.signOut.isPending}
      />
    )
  }

  const choose = (next: Way) => {
    setWay(next)
    form.setValue('createAccount', next === 'create')
    if (next !== 'create') {
      form.setValue('password', '')
      form.setValue('confirmPassword', '')
    }
  }

  return (
    <Card withBorder padding="lg" radius="md" component="fieldset" className="fieldset-card">
      <Title order={2} size="h3" mb="sm" component="legend">
        {t('checkout.account')}
      </Title>
      <Stack gap="sm">
        <Radio.Group
          label={t('checkout.howToBook')}
          value={way}
          onChange={(value) => choose(value === 'create' || value === 'login' ? value : 'guest')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="guest" label={t('checkout.asGuest')} />
            <Radio
              value="create"
              label={t('checkout.createAccount')}
              description={t('checkout.createAccountHint')}
            />
            <Radio value="login" label={t('checkout.haveAccount')} />
          </Stack>
        </Radio.Group>
        {way === 'create' ? <NewAccountPasswords form={form} /> : null}
        {way === 'login' ? <InlineLogin account={account} /> : null}
      </Stack>
    </Card>
  )
}

/**
 * Logging in and out from checkout. Kept by the section, not by the login fields: what was typed there stays
 * when the guest looks at another way of booking and comes back.
 */
function useCheckoutAccount(form: UseFormReturn<CheckoutValues>, propertyId: number) {
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [loginError, setLoginError] = useState<string | null>(null)
  const login = useMutation({
    mutationFn: () =>
      authenticate({
        PropertyId: propertyId,
        EmailAddress: email.trim(),
        Password: password,
      }),
    onSuccess: (answer) => {
      if (answer.Success && answer.User) {
        setLoginError(null)
        setPassword('')
        queryClient.setQueryData(accountKeys.me(propertyId), answer.User)
        showNotice({ kind: 'positive', message: t('account.welcome', { name: answer.User.Firstname }) })
      } else {
        const message = answer.Message || t('account.loginFailed')
        setLoginError(message)
        showNotice({ kind: 'negative', message })
      }
    },
    onError: (error) => {
      const message = errorMessage(error, t('account.loginFailed'))
      setLoginError(message)
      showNotice({ kind: 'negative', message })
    },
  })

  const signOut = useMutation({
    mutationFn: () => logout(),
    onSettled: () => {
      queryClient.setQueryData(accountKeys.me(propertyId), null)
      form.setValue('storedCardId', '')
    },
  })
  return { email, setEmail, password, setPassword, loginError, login, signOut }
}

type CheckoutAccount = ReturnType<typeof useCheckoutAccount>

function LoggedInCard({
  user,
  onLogout,
  leaving,
}: {
  user: UserAccount
  onLogout: () => void
  leaving: boolean
}) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="account-title">
      <Title order={2} size="h3" id="account-title" mb="xs">
        {t('checkout.account')}
      </Title>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text data-testid="logged-in-as">
          {t('checkout.loggedInAs', {
            name: `${user.Firstname} ${user.Lastname}`,
            email: user.EmailAddress,
          })}
        </Text>
        <Button variant="default" size="sm" onClick={onLogout} loading={leaving}>
          {t('menu.logout')}
        </Button>
      </Group>
    </Card>
  )
}

/** The password of the account made just before the booking is sent. */
function NewAccountPasswords({ form }: { form: UseFormReturn<CheckoutValues> }) {
  const { errors } = form.formState
  return (
    <Stack gap="sm">
      <Controller
        control={form.control}
        name="password"
        render={({ field, fieldState }) => (
          <PasswordInput
            label={t('checkout.newPassword')}
            description={t('checkout.passwordHint')}
            autoComplete="new-password"
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            visibilityToggleButtonProps={{ 'aria-label': t('checkout.showPassword') }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="confirmPassword"
        render={({ field, fieldState }) => (
          <PasswordInput
            label={t('checkout.confirmPassword')}
            autoComplete="new-password"
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message ?? errors.confirmPassword?.message}
            visibilityToggleButtonProps={{ 'aria-label': t('checkout.showPassword') }}
          />
        )}
      />
    </Stack>
  )
}

/** Log in without leaving the page; the account's details then fill the form. */
function InlineLogin({ account }: { account: CheckoutAccount }) {
  const { email, setEmail, password, setPassword, loginError, login } = account
  return (
    <Stack gap="sm">
      <TextInput
        label={t('checkout.loginEmail')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <PasswordInput
        label={t('checkout.loginPassword')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        onKeyDown={(e) => {
          // Enter here logs in; it must not send the booking.
          if (e.key === 'Enter') {
            e.preventDefault()
            login.mutate()
          }
        }}
        visibilityToggleButtonProps={{ 'aria-label': t('checkout.showPassword') }}
      />
      {loginError ? (
        <Alert color="negative" role="alert">
          {loginError}
        </Alert>
      ) : null}
      <Button
        w="fit-content"
        onClick={() => login.mutate()}
        loading={login.isPending}
        disabled={email.trim() === '' || password === ''}
      >
        {t('menu.login')}
      </Button>
    </Stack>
  )
}
