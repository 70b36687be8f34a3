import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useForm } from 'react-hook-form'
import { Link, Navigate, useNavigate } from 'react-router'
import { useAccount, useRegister } from '@/api/account'
import { errorMessage, withoutLead } from '@/api/api-error'
import { REGISTER_SENT_AS } from '@/domain/person-field-names'
import { t } from '@/i18n/i18n'
import { PasswordField } from './password-field'
import { useRouteProperty } from '@/api/route-property'
import { AccountFrame, readableHint } from './account-frame'
import { onlyFieldErrors, registerSchema, serverFieldErrors, type RegisterValues } from './account-forms'
import { useReturnTo, withReturnTo } from './account-links'
import { noticeFailure, noticeSuccess } from './account-notices'
import { PhoneInput } from '@/ui/phone-input'

const FIELD_OF = {
  [REGISTER_SENT_AS.firstName]: 'firstName',
  [REGISTER_SENT_AS.lastName]: 'lastName',
  [REGISTER_SENT_AS.email]: 'email',
  [REGISTER_SENT_AS.phone]: 'mobileNumber',
  Password: 'password',
} as const satisfies Record<string, keyof RegisterValues>

/** What the server says beyond spec §8's "Failed to register User." (shown as the title), or undefined. */
function registerDetail(message: string): string | undefined {
  return withoutLead(message, t('account.registerErrorMessage')) || undefined
}

/**
 * Register (spec §2). Success logs the guest in and shows the positive notice at the top (spec §4); the server
 * e-mails a link to confirm the address. A failure keeps everything typed.
 */
export function RegisterPage() {
  const property = useRouteProperty()
  const code = property.PropertyCode
  const returnTo = useReturnTo(code)
  const navigate = useNavigate()
  const account = useAccount(property.PropertyId, property.UseUserAccountOnBookingEngine)
  const registration = useRegister(property.PropertyId)
  const form = useForm<RegisterValues>({
    resolver: valibotResolver(registerSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      mobileNumber: '',
      password: '',
      confirmPassword: '',
    },
  })
  const { errors } = form.formState

  const submit = form.handleSubmit((values) => {
    registration.mutate(
      {
        EmailAddress: values.email.trim(),
        Password: values.password,
        Firstname: values.firstName.trim(),
        Lastname: values.lastName.trim(),
        MobileNumber: values.mobileNumber.trim() || null,
      },
      {
        onSuccess: (response) => {
          if (response.Success && response.User) {
            noticeSuccess(t('account.registerSuccessMessage', { name: response.User.Firstname }))
            void navigate(returnTo === `/Book/${code}` ? `/ManageAccount/${code}` : returnTo)
          } else {
            noticeFailure(t('account.registerErrorMessage'), registerDetail(response.Message ?? ''))
          }
        },
        onError: (error) => {
          for (const [field, message] of serverFieldErrors(error, FIELD_OF)) form.setError(field, { message })
          if (!onlyFieldErrors(error, FIELD_OF)) {
            noticeFailure(t('account.registerErrorMessage'), registerDetail(errorMessage(error, '')))
          }
        },
      },
    )
  })

  if (account.data && !registration.isSuccess) return <Navigate to={`/ManageAccount/${code}`} replace />

  // The alert's title is spec §8's "Failed to register User."; its text is what the server adds to it, if anything.
  const failed =
    (registration.isError && !onlyFieldErrors(registration.error, FIELD_OF)) ||
    (registration.isSuccess && !(registration.data.Success && registration.data.User))
  const failureDetail = !failed
    ? undefined
    : registration.isError
      ? registerDetail(errorMessage(registration.error, ''))
      : registerDetail(registration.data?.Message ?? '')

  return (
    <AccountFrame title={t('account.registerTitle')} intro={t('account.registerIntro')} size="sm">
      <form onSubmit={submit} noValidate aria-label={t('account.register')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('account.firstName')}
              autoComplete="given-name"
              required
              {...form.register('firstName')}
              error={errors.firstName?.message}
            />
            <TextInput
              label={t('account.lastName')}
              autoComplete="family-name"
              required
              {...form.register('lastName')}
              error={errors.lastName?.message}
            />
          </SimpleGrid>
          <TextInput
            label={t('account.email')}
            type="email"
            autoComplete="email"
            required
            {...form.register('email')}
            error={errors.email?.message}
          />
          <PhoneInput
            label={t('account.mobileNumber')}
            autoComplete="tel"
            styles={readableHint}
            description={t('account.phoneHint')}
            registration={form.register('mobileNumber')}
            error={errors.mobileNumber?.message}
          />
          <PasswordField
            label={t('account.password')}
            autoComplete="new-password"
            required
            description={t('account.passwordHint')}
            {...form.register('password')}
            error={errors.password?.message}
          />
          <PasswordField
            label={t('account.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.register('confirmPassword')}
            error={errors.confirmPassword?.message}
          />
          {failed ? (
            <Alert color="negative" role="note" title={t('account.registerErrorMessage')}>
              {failureDetail}
            </Alert>
          ) : null}
          <Button type="submit" loading={registration.isPending}>
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
