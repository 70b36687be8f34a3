import { Group, NativeSelect, Stack, TextInput } from '@mantine/core'
import type { UseFormRegisterReturn } from 'react-hook-form'
import * as v from 'valibot'
import type { Country } from '@/api/contract/static-data'
import {
  EMAIL_PATTERN,
  Messages,
  PHONE_PATTERN,
  bookerPersonalSchema,
  leadGuestSchema,
} from '@/domain/validation'
import { t } from '@/i18n/i18n'
import { PhoneInput } from './phone-input'

// The booker's and a guest's details as form fields, shared by manage booking and pre-check-in (and laid out
// like checkout, so a guest meets the same labels everywhere). The forms own the values (react-hook-form):
// these only render what `register` hands them and the messages in `errors`.

export type BookerFieldName =
  'firstName' | 'lastName' | 'emailAddress' | 'telephoneNumber' | 'street' | 'city' | 'postCode' | 'countryId'

export type BookerFormValues = Record<BookerFieldName, string>

export const EMPTY_BOOKER: BookerFormValues = {
  firstName: '',
  lastName: '',
  emailAddress: '',
  telephoneNumber: '',
  street: '',
  city: '',
  postCode: '',
  countryId: '',
}

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message))
const text = v.pipe(v.string(), v.trim())

/** The booker (spec §5: personal details always; street, post code and country when the address is asked). */
export function bookerFormSchema(withAddress: boolean) {
  return v.object({
    ...bookerPersonalSchema.entries,
    street: withAddress ? required(Messages.street) : text,
    city: text,
    postCode: withAddress ? required(Messages.postCode) : text,
    countryId: withAddress ? required(Messages.country) : text,
  })
}

/** A guest: first and last name (spec §5); an e-mail or phone only has to be right when given. */
export const guestFormSchema = v.object({
  ...leadGuestSchema.entries,
  email: v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => s === '' || EMAIL_PATTERN.test(s), Messages.email),
  ),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => s === '' || PHONE_PATTERN.test(s), Messages.phone),
  ),
})
export type GuestFormValues = v.InferInput<typeof guestFormSchema>

type Errors<N extends string> = Partial<Record<N, string | undefined>>

export function BookerFields({
  register,
  errors,
  countries,
  countriesFailed = false,
  withAddress,
}: {
  register: (name: BookerFieldName) => UseFormRegisterReturn
  errors: Errors<BookerFieldName>
  countries: readonly Country[]
  countriesFailed?: boolean
  withAddress: boolean
}) {
  return (
    <Stack gap="sm">
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={t('checkout.firstName')}
          autoComplete="given-name"
          required
          miw={200}
          {...register('firstName')}
          error={errors.firstName}
        />
        <TextInput
          label={t('checkout.lastName')}
          autoComplete="family-name"
          required
          miw={200}
          {...register('lastName')}
          error={errors.lastName}
        />
      </Group>
      <TextInput
        label={t('checkout.email')}
        type="email"
        autoComplete="email"
        required
        {...register('emailAddress')}
        error={errors.emailAddress}
      />
      <PhoneInput
        label={t('checkout.phone')}
        autoComplete="tel"
        required
        description={t('phone.hint')}
        registration={register('telephoneNumber')}
        error={errors.telephoneNumber}
      />
      {withAddress ? (
        <>
          <TextInput
            label={t('checkout.street')}
            autoComplete="address-line1"
            required
            {...register('street')}
            error={errors.street}
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('checkout.city')}
              autoComplete="address-level2"
              miw={200}
              {...register('city')}
              error={errors.city}
            />
            <TextInput
              label={t('checkout.postCode')}
              autoComplete="postal-code"
              required
              miw={200}
              {...register('postCode')}
              error={errors.postCode}
            />
          </Group>
          <NativeSelect
            label={t('checkout.country')}
            required
            autoComplete="country-name"
            data={[
              { value: '', label: '' },
              ...countries.map((c) => ({ value: String(c.Id), label: c.Name })),
            ]}
            {...register('countryId')}
            error={errors.countryId ?? (countriesFailed ? t('errors.network') : undefined)}
          />
        </>
      ) : null}
    </Stack>
  )
}

export type GuestFieldName = 'firstName' | 'lastName' | 'email' | 'phone'

/** One guest: names always, e-mail and phone when the screen asks for them (both optional). */
export function GuestFields({
  register,
  errors,
  withContact,
}: {
  register: (name: GuestFieldName) => UseFormRegisterReturn
  errors: Errors<GuestFieldName>
  withContact: boolean
}) {
  return (
    <Stack gap="sm">
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={t('checkout.firstName')}
          autoComplete="off"
          required
          miw={200}
          {...register('firstName')}
          error={errors.firstName}
        />
        <TextInput
          label={t('checkout.lastName')}
          autoComplete="off"
          required
          miw={200}
          {...register('lastName')}
          error={errors.lastName}
        />
      </Group>
      {withContact ? (
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('checkout.email')}
            type="email"
            autoComplete="off"
            miw={200}
            {...register('email')}
            error={errors.email}
          />
          <PhoneInput
            label={t('checkout.phone')}
            autoComplete="off"
            miw={200}
            registration={register('phone')}
            error={errors.phone}
          />
        </Group>
      ) : null}
    </Stack>
  )
}
