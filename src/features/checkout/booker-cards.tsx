import { Card, Checkbox, Stack, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { FieldErrors, UseFormReturn } from 'react-hook-form'
import type { Country } from '@/api/contract/static-data'
import { t } from '@/i18n/i18n'
import {
  BookerAddressFields,
  BookerContactFields,
  fieldMessages,
  type bookerRequirements,
  type BookerFieldName,
  type BookerFormValues,
} from '@/ui/person-fields'
import type { CheckoutValues } from './checkout-schema'

// The booker at checkout: the person fields every booker form shows (ui/person-fields), in two cards with the
// account's choice between them. The booker is one value of the form (`booker`), as the booker steps keep it.

type FormProps = { form: UseFormReturn<CheckoutValues> }

function bookerFieldProps({ form }: FormProps) {
  return {
    register: (name: BookerFieldName) => form.register(`booker.${name}`),
    errors: fieldMessages(form.formState.errors.booker as FieldErrors<BookerFormValues> | undefined),
  }
}

/** Who books, and whether they want the hotel's news. */
export function BookerDetailsCard({ form }: FormProps) {
  return (
    <Card withBorder padding="lg" component="fieldset" className="fieldset-card">
      <Title order={2} size="h3" mb="sm" component="legend">
        {t('checkout.yourDetails')}
      </Title>
      <Stack gap="sm">
        <BookerContactFields {...bookerFieldProps({ form })} />
        <Checkbox label={t('checkout.optIn')} {...form.register('optIn')} />
      </Stack>
    </Card>
  )
}

type AddressProps = FormProps & {
  needs: ReturnType<typeof bookerRequirements>
  countries: UseQueryResult<Country[]>
}

/** The booker's address, always asked at checkout (docs/product/booking.md#rules). */
export function BillingAddressCard({ form, needs, countries }: AddressProps) {
  return (
    <Card withBorder padding="lg" component="fieldset" className="fieldset-card">
      <Title order={2} size="h3" mb="sm" component="legend">
        {t('checkout.billingAddress')}
      </Title>
      <Stack gap="sm">
        <BookerAddressFields
          {...bookerFieldProps({ form })}
          countries={countries.data ?? []}
          countriesFailed={countries.isError}
          // Controlled: a country kept from before a trip to PayStack shows once the list has loaded.
          countryId={form.watch('booker.countryId')}
          required={needs}
          countryPrompt={t('checkout.chooseCountry')}
        />
      </Stack>
    </Card>
  )
}
