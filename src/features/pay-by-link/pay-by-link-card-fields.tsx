import { Card, Stack, Text, TextInput, Title } from '@mantine/core'
import type { Ref } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { PayByLinkInfo } from '@/api/contract/pay-by-link'
import { useRouteProperty } from '@/api/route-property'
import { toMinorUnits } from '@/domain/money'
import { t } from '@/i18n/i18n'
import { CardFrame, type CardFrameHandle } from '@/ui/card-frame'
import type { PayByLinkValues } from './pay-by-link-schema'

/**
 * The payment details: the e-mail, then the card in the payment provider's frame (decision 0113) — taking the
 * invoice's amount for Pay, saved for later for StoreCard — or a word on PayStack taking it on its own page.
 */
export function PayByLinkPaymentDetails({
  form,
  info,
  payByPayStack,
  frame,
}: {
  form: UseFormReturn<PayByLinkValues>
  info: PayByLinkInfo
  payByPayStack: boolean
  frame: Ref<CardFrameHandle>
}) {
  const property = useRouteProperty()
  const pays = info.Action === 'Pay'
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
          <>
            <Text size="sm" c="dimmed">
              {t('payByLink.acceptedCards', { cards: property.CreditCards.map((c) => c.Name).join(', ') })}
            </Text>
            <CardFrame
              ref={frame}
              cardForm={property.CardForm}
              mode={pays ? 'payment' : 'setup'}
              amount={pays ? toMinorUnits(info.AmountToPay) : 0}
              currency={info.Currency}
            />
          </>
        )}
      </Stack>
    </Card>
  )
}
