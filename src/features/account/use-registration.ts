import { valibotResolver } from '@hookform/resolvers/valibot'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useRegister } from '@/api/account'
import { errorMessage, withoutLead } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import { useRouteProperty } from '@/api/route-property'
import { onlyFieldErrors, placeServerErrors, registerSchema, type RegisterValues } from './account-forms'
import { noticeFailure, noticeSuccess } from './account-notices'
import { REGISTER_SENT_AS } from '@/domain/person-field-names'

const FIELD_OF = {
  [REGISTER_SENT_AS.firstName]: 'firstName',
  [REGISTER_SENT_AS.lastName]: 'lastName',
  [REGISTER_SENT_AS.email]: 'email',
  [REGISTER_SENT_AS.phone]: 'mobileNumber',
  Password: 'password',
} as const satisfies Record<string, keyof RegisterValues>

/** What the server says beyond docs/product/account.md#errors's "Failed to register User." (shown as the title), or undefined. */
function registerDetail(message: string): string | undefined {
  return withoutLead(message, t('account.registerErrorMessage')) || undefined
}

/**
 * The register form and its request. Success logs the guest in and goes back where they came from (to Manage
 * account when they came from nowhere in particular); a failure keeps everything typed.
 */
export function useRegistration(returnTo: string) {
  const property = useRouteProperty()
  const code = property.PropertyCode
  const navigate = useNavigate()
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
          if (!placeServerErrors(error, FIELD_OF, form.setError)) {
            noticeFailure(t('account.registerErrorMessage'), registerDetail(errorMessage(error, '')))
          }
        },
      },
    )
  })

  // The alert's title is docs/product/account.md#errors's "Failed to register User."; its text is what the server adds to it, if anything.
  const failed =
    (registration.isError && !onlyFieldErrors(registration.error, FIELD_OF)) ||
    (registration.isSuccess && !(registration.data.Success && registration.data.User))
  const failureDetail = !failed
    ? undefined
    : registration.isError
      ? registerDetail(errorMessage(registration.error, ''))
      : registerDetail(registration.data?.Message ?? '')

  return {
    form,
    submit,
    registered: registration.isSuccess,
    pending: registration.isPending,
    failed,
    failureDetail,
  }
}
