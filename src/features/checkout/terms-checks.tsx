import { Anchor, Checkbox, Stack, Text } from '@mantine/core'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import { t } from '@/i18n/i18n'
import type { UseFormReturn } from 'react-hook-form'
import type { CheckoutValues } from './checkout-schema'

type FormProps = { form: UseFormReturn<CheckoutValues> }

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
