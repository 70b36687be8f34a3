import { Alert, Button, Card, Checkbox, Stack, TextInput, Title } from '@mantine/core'
import { localSchemaResolver } from '@/ui/local-resolver'
import { useForm } from 'react-hook-form'
import { useUpdateAccount, type UserAccount } from '@/api/account'
import { errorMessage } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import { PhoneInput } from '@/ui/phone-input'
import { fieldBinding, NameFields } from './account-fields'
import { readableHint } from './account-frame'
import { detailsSchema, onlyFieldErrors, placeServerErrors, type DetailsValues } from './account-forms'
import { noticeFailure, noticeSuccess } from './account-notices'

const FIELD_OF = {
  Firstname: 'firstName',
  Lastname: 'lastName',
  Telephone: 'telephone',
} as const satisfies Record<string, keyof DetailsValues>

function detailsOf(user: UserAccount): DetailsValues {
  return {
    firstName: user.Firstname,
    lastName: user.Lastname,
    telephone: user.Telephone ?? '',
    receiveBrandOffers: user.ReceiveBrandOffers,
  }
}

/** Name, phone and brand offers; the e-mail address is the login and is shown, not edited. */
export function DetailsForm({
  propertyId,
  hotelName,
  user,
}: {
  propertyId: number
  hotelName: string
  user: UserAccount
}) {
  const { form, update, submit } = useDetailsForm(propertyId, user)
  const { errors, isDirty } = form.formState

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="account-details">
      <form onSubmit={submit} noValidate aria-labelledby="account-details">
        <Stack gap="sm">
          <Title order={2} size="h3" id="account-details">
            {t('account.yourDetails')}
          </Title>
          <NameFields firstName={fieldBinding(form, 'firstName')} lastName={fieldBinding(form, 'lastName')} />
          <TextInput
            label={t('account.email')}
            type="email"
            value={user.EmailAddress}
            readOnly
            styles={readableHint}
            description={t('account.emailReadOnly')}
          />
          <PhoneInput
            label={t('account.telephone')}
            autoComplete="tel"
            styles={readableHint}
            description={t('account.phoneHint')}
            registration={form.register('telephone')}
            error={errors.telephone?.message}
          />
          <Checkbox
            label={t('account.brandOffers', { hotel: hotelName })}
            {...form.register('receiveBrandOffers')}
          />
          {update.isError && !onlyFieldErrors(update.error, FIELD_OF) ? (
            <Alert color="negative" role="note" title={t('account.updateFailed')}>
              {errorMessage(update.error, t('account.updateFailed'))}
            </Alert>
          ) : null}
          <Button type="submit" w="fit-content" loading={update.isPending} disabled={!isDirty}>
            {t('account.saveDetails')}
          </Button>
        </Stack>
      </form>
    </Card>
  )
}

/** The details form and its save; what the server saved becomes the form's new starting point. */
function useDetailsForm(propertyId: number, user: UserAccount) {
  const update = useUpdateAccount(propertyId)
  const form = useForm<DetailsValues>({
    resolver: localSchemaResolver(detailsSchema),
    defaultValues: detailsOf(user),
  })

  const submit = form.handleSubmit((values) => {
    update.mutate(
      {
        Firstname: values.firstName.trim(),
        Lastname: values.lastName.trim(),
        Telephone: values.telephone.trim() || null,
        ReceiveBrandOffers: values.receiveBrandOffers,
      },
      {
        onSuccess: (saved) => {
          form.reset(detailsOf(saved))
          noticeSuccess(t('account.detailsSaved'))
        },
        onError: (error) => {
          if (!placeServerErrors(error, FIELD_OF, form.setError))
            noticeFailure(t('account.updateFailed'), errorMessage(error, '') || undefined)
        },
      },
    )
  })

  return { form, update, submit }
}
