import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ComponentProps } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { Link } from 'react-router'
import type { BookConfig } from '@/api/contract/book-config'
import { TEXT_LIMITS } from '@/api/contract/common'
import type { PropertySettings } from '@/api/contract/property'
import type { Country } from '@/api/contract/static-data'
import { t } from '@/i18n/i18n'
import type { bookerRequirements } from '@/ui/person-fields'
import { PhoneInput } from '@/ui/phone-input'
import { ProblemAlert } from '@/ui/problem-alert'
import type { CheckoutValues } from './checkout-schema'
import { GiftVoucher } from './gift-voucher'
import type { CheckoutFailure } from './use-create-booking'

// The parts of the checkout form that only show and register fields: the page decides, these lay out.

type FormProps = { form: UseFormReturn<CheckoutValues> }

export function BookerDetailsCard({ form }: FormProps) {
  const { errors } = form.formState
  return (
    <Card withBorder padding="lg" component="fieldset" className="fieldset-card">
      <Title order={2} size="h3" mb="sm" component="legend">
        {t('checkout.yourDetails')}
      </Title>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label={t('checkout.firstName')}
            maxLength={TEXT_LIMITS.name}
            autoComplete="given-name"
            required
            {...form.register('firstName')}
            error={errors.firstName?.message}
          />
          <TextInput
            label={t('checkout.lastName')}
            maxLength={TEXT_LIMITS.name}
            autoComplete="family-name"
            required
            {...form.register('lastName')}
            error={errors.lastName?.message}
          />
        </Group>
        <TextInput
          label={t('checkout.email')}
          maxLength={TEXT_LIMITS.email}
          type="email"
          autoComplete="email"
          required
          {...form.register('emailAddress')}
          error={errors.emailAddress?.message}
        />
        <PhoneInput
          label={t('checkout.phone')}
          autoComplete="tel"
          required
          description={t('checkout.phoneHint')}
          registration={form.register('telephoneNumber')}
          error={errors.telephoneNumber?.message}
        />
        <Checkbox label={t('checkout.optIn')} {...form.register('optIn')} />
      </Stack>
    </Card>
  )
}

type AddressProps = FormProps & {
  needs: ReturnType<typeof bookerRequirements>
  countries: UseQueryResult<Country[]>
}

export function BillingAddressCard({ form, needs, countries }: AddressProps) {
  const { errors } = form.formState
  // In the order they show (react-hook-form focuses the first wrong one); town and post code fit either layout.
  const street = (
    <TextInput
      label={t('checkout.street')}
      maxLength={TEXT_LIMITS.street}
      autoComplete="address-line1"
      required
      {...form.register('street')}
      error={errors.street?.message}
    />
  )
  const city = (
    <TextInput
      label={t('checkout.city')}
      maxLength={TEXT_LIMITS.city}
      autoComplete="address-level2"
      required={needs.city === true}
      {...form.register('city')}
      error={errors.city?.message}
    />
  )
  const county = needs.stateOrCounty ? (
    <TextInput
      label={t('checkout.stateOrCounty')}
      maxLength={TEXT_LIMITS.city}
      autoComplete="address-level1"
      required
      {...form.register('stateOrCounty')}
      error={errors.stateOrCounty?.message}
    />
  ) : null
  const postCode = (
    <TextInput
      label={t('checkout.postCode')}
      maxLength={TEXT_LIMITS.zipCode}
      autoComplete="postal-code"
      required
      {...form.register('postCode')}
      error={errors.postCode?.message}
    />
  )
  return (
    <Card withBorder padding="lg" component="fieldset" className="fieldset-card">
      <Title order={2} size="h3" mb="sm" component="legend">
        {t('checkout.billingAddress')}
      </Title>
      <Stack gap="sm">
        {street}
        {county ? (
          // Town, county and post code: one row on a wide screen, one under the other on a phone.
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="sm">
            {city}
            {county}
            {postCode}
          </SimpleGrid>
        ) : (
          <Group grow align="flex-start">
            {city}
            {postCode}
          </Group>
        )}
        <NativeSelect
          label={t('checkout.country')}
          required
          autoComplete="country-name"
          data={[
            { value: '', label: t('checkout.chooseCountry') },
            ...(countries.data ?? []).map((c) => ({ value: String(c.Id), label: c.Name })),
          ]}
          {...form.register('countryId')}
          // Controlled: a country kept from before a trip to PayStack shows once the list has loaded.
          value={form.watch('countryId')}
          error={errors.countryId?.message ?? (countries.isError ? t('errors.network') : undefined)}
        />
      </Stack>
    </Card>
  )
}

export function AdditionalInformationCard({ form }: FormProps) {
  const { errors } = form.formState
  return (
    <Card withBorder padding="lg" component="fieldset" className="fieldset-card">
      <Title order={2} size="h3" mb="sm" component="legend">
        {t('checkout.additionalInformation')}
      </Title>
      <Stack gap="sm">
        <Textarea
          label={t('checkout.specialRequests')}
          description={t('checkout.specialRequestsHint')}
          autosize
          minRows={2}
          maxLength={TEXT_LIMITS.requests}
          {...form.register('specialRequests')}
          error={errors.specialRequests?.message}
        />
        <Textarea
          label={t('checkout.comment')}
          autosize
          minRows={2}
          maxLength={TEXT_LIMITS.requests}
          {...form.register('comment')}
          error={errors.comment?.message}
        />
      </Stack>
    </Card>
  )
}

type TermsProps = FormProps & {
  property: PropertySettings
  config: BookConfig
  customTermsShown: boolean
}

/** The terms, and the hotel's own terms where they apply (docs/product/booking.md#rules). */
export function TermsChecks({ form, property, config, customTermsShown }: TermsProps) {
  const { errors } = form.formState
  return (
    <Stack gap="sm">
      <Checkbox
        label={
          property.TermsAndConditionsUrl ? (
            <>
              {t('checkout.terms')} (
              <Anchor href={property.TermsAndConditionsUrl} target="_blank" rel="noopener">
                {t('checkout.readTerms')}
              </Anchor>
              )
            </>
          ) : (
            t('checkout.terms')
          )
        }
        {...form.register('agreeToTerms')}
        error={errors.agreeToTerms?.message}
      />
      {customTermsShown ? (
        <Stack gap={4}>
          {config.CustomTermsAndConditionsText ? (
            <Text size="sm" c="dimmed" id="custom-terms-text">
              {config.CustomTermsAndConditionsText}
            </Text>
          ) : null}
          <Checkbox
            label={config.CustomTermsAndConditionsLabel || t('checkout.customTerms')}
            aria-describedby={config.CustomTermsAndConditionsText ? 'custom-terms-text' : undefined}
            {...form.register('acceptCustomTerms')}
            error={errors.acceptCustomTerms?.message}
          />
        </Stack>
      ) : null}
    </Stack>
  )
}

/** Why Confirm did not book; a room gone meanwhile offers the way back to the rooms. */
export function FailureAlert({ failure, propertyCode }: { failure: CheckoutFailure; propertyCode: string }) {
  return (
    <ProblemAlert problem={failure} title={t('checkout.notBooked')}>
      <Stack gap="xs">
        <Text size="sm">{failure.message}</Text>
        {failure.roomGone ? (
          <Anchor component={Link} to={`/Book/${propertyCode}/Rooms-And-Rates`}>
            {t('checkout.backToRooms')}
          </Anchor>
        ) : null}
      </Stack>
    </ProblemAlert>
  )
}

export function ConfirmRow({ payNowText, pending }: { payNowText: string | null; pending: boolean }) {
  return (
    <Group justify="space-between" align="center">
      <Text fw={600}>
        {payNowText ? t('checkout.payNowLine', { amount: payNowText }) : t('checkout.nothingNow')}
      </Text>
      {/* As wide as the screen on a phone, under the thumb. */}
      <Button type="submit" size="lg" w={{ base: '100%', xs: 'auto' }} loading={pending} disabled={pending}>
        {t('checkout.confirm')}
      </Button>
    </Group>
  )
}

/** The gift voucher check, where the hotel has a gift voucher provider (docs/product/booking.md#steps). */
export function GiftVoucherCard(props: ComponentProps<typeof GiftVoucher>) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="voucher-title">
      <Title order={2} size="h3" mb="sm" id="voucher-title">
        {t('checkout.giftVoucher')}
      </Title>
      <GiftVoucher {...props} />
    </Card>
  )
}
