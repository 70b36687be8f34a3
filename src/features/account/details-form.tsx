import { Alert, Button, Card, Checkbox, SimpleGrid, Stack, TextInput, Title } from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useForm } from 'react-hook-form'
import { useUpdateAccount, type UserAccount } from '@/api/account'
import { errorMessage } from '@/api/api-error'
import { t } from '@/i18n/i18n'
import { readableHint } from './account-frame'
import { detailsSchema, onlyFieldErrors, serverFieldErrors, type DetailsValues } from './account-forms'
import { noticeFailure, noticeSuccess } from './account-notices'
import { PhoneInput } from '@/ui/phone-input'

const FIELD_OF = {
  Firstname: 'firstName',
  Lastname: 'lastName',
  Telephone: 'telephone',
} as const satisfies Record<string, keyof DetailsValues>

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
  const update = useUpdateAccount(propertyId)
  const form = useForm<DetailsValues>({
    resolver: valibotResolver(detailsSchema),
    defaultValues: {
      firstName: user.Firstname,
      lastName: user.Lastname,
      telephone: user.Telephone ?? '',
      receiveBrandOffers: user.ReceiveBrandOffers,
    },
  })
  const { errors, isDirty } = form.formState

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
          form.reset({
            firstName: saved.Firstname,
            lastName: saved.Lastname,
            telephone: saved.Telephone ?? '',
            receiveBrandOffers: saved.ReceiveBrandOffers,
          })
          noticeSuccess(t('account.detailsSaved'))
        },
        onError: (error) => {
          for (const [field, message] of serverFieldErrors(error, FIELD_OF)) form.setError(field, { message })
          if (!onlyFieldErrors(error, FIELD_OF))
            noticeFailure(t('account.updateFailed'), errorMessage(error, '') || undefined)
        },
      },
    )
  })

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="account-details">
      <form onSubmit={submit} noValidate aria-labelledby="account-details">
        <Stack gap="sm">
          <Title order={2} size="h3" id="account-details">
            {t('account.yourDetails')}
          </Title>
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
