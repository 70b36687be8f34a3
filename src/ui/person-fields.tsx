import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core'
import type { UseFormRegisterReturn } from 'react-hook-form'
import * as v from 'valibot'
import type { RequiredFields as RequiredFieldsSetting } from '@/api/contract/required-fields'
import type { Country } from '@/api/contract/static-data'
import { TEXT_LIMITS } from '@/api/contract/common'
import { bookerPersonalSchema, configuredContactSchema } from '@/domain/contact-fields'
import { requiredFieldsFrom, type RequiredFields } from '@/domain/validation'
import { configuredCountrySchema, configuredTextSchema, leadGuestSchema } from '@/domain/form-rules'
import { countryOptions } from '@/i18n/country-names'
import { t } from '@/i18n/i18n'
import { PhoneInput } from './phone-input'

// The booker's and a guest's details as form fields, shared by manage booking and pre-check-in (and laid out
// like checkout, so a guest meets the same labels everywhere). The forms own the values (react-hook-form):
// these only render what `register` hands them and the messages in `errors`.
//
// What is required is docs/product/booking.md#rules's fixed rules plus what the hotel configures (required if configured, decision
// 0090): a required field carries the required marker and its rule; town or city shows with the address,
// optional unless required; state or county shows only when the hotel requires it.

export type BookerFieldName =
  | 'firstName'
  | 'lastName'
  | 'emailAddress'
  | 'telephoneNumber'
  | 'street'
  | 'city'
  | 'stateOrCounty'
  | 'postCode'
  | 'countryId'

export type BookerFormValues = Record<BookerFieldName, string>

/**
 * The booker's form values as a device keeps them (a change draft, a checkout kept across a payment page).
 * Checked when read back; a copy kept by a version before decision 0090 has no county.
 */
export const KeptBooker = v.object({
  firstName: v.string(),
  lastName: v.string(),
  emailAddress: v.string(),
  telephoneNumber: v.string(),
  street: v.string(),
  city: v.string(),
  stateOrCounty: v.optional(v.string(), ''),
  postCode: v.string(),
  countryId: v.string(),
}) satisfies v.GenericSchema<unknown, BookerFormValues>

export const EMPTY_BOOKER: BookerFormValues = {
  firstName: '',
  lastName: '',
  emailAddress: '',
  telephoneNumber: '',
  street: '',
  city: '',
  stateOrCounty: '',
  postCode: '',
  countryId: '',
}

/** The property's setting as the rules take it: one map for the booker, one for each guest. */
export function configuredRules(setting: RequiredFieldsSetting): {
  booker: RequiredFields
  guest: RequiredFields
} {
  return { booker: requiredFieldsFrom(setting.Booker), guest: requiredFieldsFrom(setting.Guest) }
}

/**
 * What a booker form requires: the personal details always (docs/product/booking.md#rules); street, post code and country when the
 * screen asks for the address (checkout always); and whatever the hotel configures on top.
 */
export function bookerRequirements(addressAsked: boolean, configured: RequiredFields): RequiredFields {
  return {
    ...configured,
    firstName: true,
    lastName: true,
    email: true,
    phone: true,
    ...(addressAsked ? { street: true, postCode: true, country: true } : {}),
  }
}

const ADDRESS_FIELDS = ['street', 'city', 'stateOrCounty', 'postCode', 'country'] as const

/** The address is shown when any part of it is required. */
export function asksAddress(required: RequiredFields): boolean {
  return ADDRESS_FIELDS.some((f) => required[f] === true)
}

/** The booker form's rules for what `bookerRequirements` says is required. */
export function bookerFormSchema(required: RequiredFields) {
  return v.object({
    ...bookerPersonalSchema.entries,
    street: configuredTextSchema('street', required),
    city: configuredTextSchema('city', required),
    stateOrCounty: configuredTextSchema('stateOrCounty', required),
    postCode: configuredTextSchema('postCode', required),
    countryId: configuredCountrySchema(required),
  })
}

/** A guest: first and last name (docs/product/booking.md#rules); an e-mail or phone right when given, and given when configured. */
export function guestFormSchema(required: RequiredFields = {}) {
  return v.object({
    ...leadGuestSchema.entries,
    email: configuredContactSchema('email', required),
    phone: configuredContactSchema('phone', required),
  })
}
export type GuestFormValues = v.InferInput<ReturnType<typeof guestFormSchema>>

type Errors<N extends string> = Partial<Record<N, string | undefined>>

/** A form's field errors (react-hook-form's) as the messages these fields show, by field. */
export function fieldMessages<N extends string>(
  errors: Partial<Record<N, { message?: string } | undefined>> | undefined,
): Errors<N> {
  const entries: [string, { message?: string } | undefined][] = Object.entries(errors ?? {})
  return Object.fromEntries(entries.map(([name, error]) => [name, error?.message])) as Errors<N>
}

type BookerContactProps = {
  register: (name: BookerFieldName) => UseFormRegisterReturn
  errors: Errors<BookerFieldName>
}

type BookerAddressProps = BookerContactProps & {
  countries: readonly Country[]
  countriesFailed?: boolean
  /**
   * The form's country as it is now: the list shows it once the countries have loaded (an uncontrolled select
   * would stay blank when its value came before its options).
   */
  countryId: string
  /** what `bookerRequirements` gives for this screen and property */
  required: RequiredFields
  /** what the empty country choice says (checkout asks to choose one; a change shows it blank) */
  countryPrompt?: string
}

/** The booker's details and, where the screen or the hotel asks for it, the address: one card's worth. */
export function BookerFields(props: BookerAddressProps) {
  return (
    <Stack gap="sm">
      <BookerContactFields register={props.register} errors={props.errors} />
      {asksAddress(props.required) ? <BookerAddressFields {...props} /> : null}
    </Stack>
  )
}

/** Who books and how the hotel reaches them: first and last name, e-mail and phone, all required. */
export function BookerContactFields({ register, errors }: BookerContactProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('checkout.firstName')}
          maxLength={TEXT_LIMITS.name}
          autoComplete="given-name"
          required
          {...register('firstName')}
          error={errors.firstName}
        />
        <TextInput
          label={t('checkout.lastName')}
          maxLength={TEXT_LIMITS.name}
          autoComplete="family-name"
          required
          {...register('lastName')}
          error={errors.lastName}
        />
      </SimpleGrid>
      <TextInput
        label={t('checkout.email')}
        maxLength={TEXT_LIMITS.email}
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
    </>
  )
}

/**
 * The booker's address: street, then town, county (only where the hotel requires it) and post code in one row
 * on a wide screen and one under the other on a phone, then the country.
 */
export function BookerAddressFields(props: BookerAddressProps) {
  const { register, errors, required } = props
  const needs = (field: keyof RequiredFields) => required[field] === true
  return (
    <>
      <TextInput
        label={t('checkout.street')}
        maxLength={TEXT_LIMITS.street}
        autoComplete="address-line1"
        required={needs('street')}
        {...register('street')}
        error={errors.street}
      />
      <SimpleGrid cols={{ base: 1, xs: needs('stateOrCounty') ? 3 : 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('checkout.city')}
          maxLength={TEXT_LIMITS.city}
          autoComplete="address-level2"
          required={needs('city')}
          {...register('city')}
          error={errors.city}
        />
        {needs('stateOrCounty') ? (
          <TextInput
            label={t('checkout.stateOrCounty')}
            maxLength={TEXT_LIMITS.city}
            autoComplete="address-level1"
            required
            {...register('stateOrCounty')}
            error={errors.stateOrCounty}
          />
        ) : null}
        <TextInput
          label={t('checkout.postCode')}
          maxLength={TEXT_LIMITS.zipCode}
          autoComplete="postal-code"
          required={needs('postCode')}
          {...register('postCode')}
          error={errors.postCode}
        />
      </SimpleGrid>
      <CountrySelect {...props} />
    </>
  )
}

/** The address's country, from the hotel's list; a failed list says so where the guest looks. */
function CountrySelect({
  register,
  errors,
  countries,
  countriesFailed = false,
  countryId,
  required,
  countryPrompt = '',
}: BookerAddressProps) {
  return (
    <NativeSelect
      label={t('checkout.country')}
      required={required.country === true}
      autoComplete="country-name"
      data={[
        { value: '', label: countryPrompt },
        ...countryOptions(countries).map(({ country, name }) => ({ value: String(country.Id), label: name })),
      ]}
      {...register('countryId')}
      value={countryId}
      error={errors.countryId ?? (countriesFailed ? t('errors.network') : undefined)}
    />
  )
}

export type GuestFieldName = 'firstName' | 'lastName' | 'email' | 'phone'

/** One guest: names always, e-mail and phone when the screen asks for them (optional unless configured). */
export function GuestFields({
  register,
  errors,
  withContact,
  required = {},
}: {
  register: (name: GuestFieldName) => UseFormRegisterReturn
  errors: Errors<GuestFieldName>
  withContact: boolean
  /** the guest fields the hotel requires (decision 0090) */
  required?: RequiredFields
}) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('checkout.firstName')}
          maxLength={TEXT_LIMITS.name}
          autoComplete="off"
          required
          {...register('firstName')}
          error={errors.firstName}
        />
        <TextInput
          label={t('checkout.lastName')}
          maxLength={TEXT_LIMITS.name}
          autoComplete="off"
          required
          {...register('lastName')}
          error={errors.lastName}
        />
      </SimpleGrid>
      {withContact ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label={t('checkout.email')}
            maxLength={TEXT_LIMITS.email}
            type="email"
            autoComplete="off"
            required={required.email === true}
            {...register('email')}
            error={errors.email}
          />
          <PhoneInput
            label={t('checkout.phone')}
            autoComplete="off"
            required={required.phone === true}
            registration={register('phone')}
            error={errors.phone}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  )
}
