import { Card, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import type { UseFormReturn } from 'react-hook-form'
import { useRouteProperty } from '@/api/route-property'
import { detectCardType, matchCardTypeByText } from '@/domain/cards'
import { t } from '@/i18n/i18n'
import { ExpiryFields } from '@/ui/expiry-fields'
import type { PayByLinkValues } from './pay-by-link-schema'

/** The card a link pays with or stores: the accepted brands, name, number (with its brand), expiry and code. */
function PayByLinkCardFields({
  form,
  acceptedCards,
  numberHint,
}: {
  form: UseFormReturn<PayByLinkValues>
  acceptedCards: string
  /** what the number's brand says: detected and accepted, or not accepted */
  numberHint: string | undefined
}) {
  const { errors } = form.formState
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('payByLink.acceptedCards', { cards: acceptedCards })}
      </Text>
      <TextInput
        label={t('payByLink.nameOnCard')}
        autoComplete="cc-name"
        required
        {...form.register('creditCardName')}
        error={errors.creditCardName?.message}
      />
      <TextInput
        label={t('payByLink.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        description={numberHint}
        {...form.register('creditCardNumber')}
        error={errors.creditCardNumber?.message}
      />
      <SimpleGrid cols={{ base: 2, xs: 3 }}>
        <ExpiryFields
          labels={{ month: t('payByLink.expiryMonth'), year: t('payByLink.expiryYear') }}
          month={{ field: form.register('expiryMonth'), error: errors.expiryMonth }}
          year={{ field: form.register('expiryYear'), error: errors.expiryYear }}
        />
        <TextInput
          label={t('payByLink.securityCode')}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          maxLength={4}
          {...form.register('cvvNumber')}
          error={errors.cvvNumber?.message}
        />
      </SimpleGrid>
    </>
  )
}

/** The brand of the card number as typed, and the property's accepted card type of that brand, if any. */
export function useCardBrand(form: UseFormReturn<PayByLinkValues>) {
  const property = useRouteProperty()
  const detected = detectCardType(form.watch('creditCardNumber'))
  const accepted = matchCardTypeByText(
    property.CreditCards.map((c) => ({ ...c, name: c.Name })),
    detected,
  )
  const numberHint = accepted
    ? t('payByLink.cardTypeDetected', { type: accepted.Name })
    : detected
      ? t('payByLink.cardNotAccepted', { type: detected })
      : undefined
  return { detected, accepted, numberHint }
}

/** The payment details: the e-mail, then the card, or a word on PayStack taking it on its own page. */
export function PayByLinkPaymentDetails({
  form,
  pays,
  payByPayStack,
  numberHint,
}: {
  form: UseFormReturn<PayByLinkValues>
  pays: boolean
  payByPayStack: boolean
  numberHint: string | undefined
}) {
  const acceptedCards = useRouteProperty()
    .CreditCards.map((c) => c.Name)
    .join(', ')
  return (
    <Card withBorder padding="lg" component="fieldset">
      <Title order={2} size="h3" mb="sm" component="legend">
        {t('payByLink.paymentDetails')}
      </Title>
      <Stack gap="sm">
        <TextInput
          label={t('payByLink.email')}
          description={t('payByLink.emailHint')}
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={form.formState.errors.email?.message}
        />
        {payByPayStack ? (
          <Text>{pays ? t('payByLink.payStackExplained') : t('payByLink.payStackStoreExplained')}</Text>
        ) : (
          <PayByLinkCardFields form={form} acceptedCards={acceptedCards} numberHint={numberHint} />
        )}
      </Stack>
    </Card>
  )
}
