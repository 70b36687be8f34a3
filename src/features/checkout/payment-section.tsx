import '@mantine/core/styles/Radio.css'
import '@mantine/core/styles/RadioIndicator.css'
import { Card, Checkbox, Radio, Stack, Text, TextInput, Title } from '@mantine/core'
import type { Ref } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import type { StoredCreditCard } from '@/api/contract/account'
import type { PropertySettings } from '@/api/contract/property'
import { isPaymentPossible } from '@/domain/payment-policy'
import type { Money } from '@/domain/money'
import { t } from '@/i18n/i18n'
import { CardFrame, type CardFrameHandle } from '@/ui/card-frame'
import { ProblemAlert } from '@/ui/problem-alert'
import { CompanyPicker } from './company-picker'
import type { CheckoutValues, PaymentMethod } from './checkout-schema'

/** The payment provider's card frame of this checkout, and what its bank last said of the card. */
export type CardStep = {
  frame: Ref<CardFrameHandle>
  /** minor units due now (0: the card only guarantees the stay) */
  payNow: Money
  /** the bank's decline or the frame's message, shown by the card */
  problem: string | null
}

type Props = {
  form: UseFormReturn<CheckoutValues>
  property: PropertySettings
  methods: PaymentMethod[]
  /** what is charged now, formatted, or null when nothing is */
  payNow: string | null
  /** the logged-in guest's stored cards (docs/product/booking.md#who-may), to choose instead of typing one */
  storedCards: readonly StoredCreditCard[]
  /** a card typed here may be kept on the guest's account (logged in, or creating one) */
  canSaveCard: boolean
  /** the individual choice Pay online / Pay by invoice is offered (docs/product/booking.md#rules) */
  invoiceChoice: boolean
  card: CardStep
}

/**
 * Payment details (docs/product/booking.md#what-is-kept, docs/product/booking.md#rules): the ways of paying this booking allows — card (entered in the payment provider's
 * frame, decision 0113, or one stored on the account), company invoice with company search and PO number where every rate plan allows it,
 * PayByPayStack where the hotel has it, pay by invoice for an account that may choose — and what each needs.
 */
export function PaymentSection({
  form,
  property,
  methods,
  payNow,
  storedCards,
  canSaveCard,
  invoiceChoice,
  card,
}: Props) {
  const method = form.watch('paymentMethod')

  return (
    <Card withBorder padding="lg" component="fieldset" className="fieldset-card">
      <Title order={2} size="h3" mb="sm" component="legend">
        {t('checkout.paymentDetails')}
      </Title>
      <Stack gap="md">
        {methods.includes('voucher') ? (
          <Text>{t('checkout.coveredByVoucher')}</Text>
        ) : methods.length > 1 ? (
          <MethodChoice form={form} methods={methods} invoiceChoice={invoiceChoice} />
        ) : null}

        {method === 'card' && !methods.includes('voucher') ? (
          <CardFields
            form={form}
            property={property}
            payNow={payNow}
            storedCards={storedCards}
            canSaveCard={canSaveCard}
            card={card}
          />
        ) : null}

        {method === 'companyInvoice' ? (
          <CompanyInvoiceFields form={form} propertyId={property.PropertyId} />
        ) : null}

        {method === 'payStack' ? (
          <Text size="sm">
            {payNow ? t('checkout.payStackCharged', { amount: payNow }) : t('checkout.payStackNothingNow')}
          </Text>
        ) : null}

        {method === 'invoice' ? <Text size="sm">{t('checkout.invoiceNote')}</Text> : null}
      </Stack>
    </Card>
  )
}

type FormProps = { form: UseFormReturn<CheckoutValues> }

function MethodChoice({
  form,
  methods,
  invoiceChoice,
}: FormProps & { methods: PaymentMethod[]; invoiceChoice: boolean }) {
  return (
    <Controller
      control={form.control}
      name="paymentMethod"
      render={({ field }) => (
        <Radio.Group
          label={t('checkout.howToPay')}
          value={field.value}
          onChange={(value) => field.onChange(value)}
        >
          <Stack gap="xs" mt="xs">
            {methods.map((m) => (
              <Radio
                key={m}
                value={m}
                label={
                  m === 'card' && invoiceChoice ? t('checkout.method.card.online') : t(`checkout.method.${m}`)
                }
                description={t(`checkout.method.${m}.hint`)}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
    />
  )
}

type CardProps = FormProps & Pick<Props, 'property' | 'payNow' | 'storedCards' | 'canSaveCard' | 'card'>

/** A stored card of the guest's account, or a new card entered in the payment provider's frame. */
function CardFields({ form, property, payNow, storedCards, canSaveCard, card }: CardProps) {
  const usingStoredCard = form.watch('storedCardId') !== ''
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {payNow ? t('checkout.cardCharged', { amount: payNow }) : t('checkout.cardGuarantee')}
      </Text>
      {storedCards.length > 0 ? <StoredCardChoice form={form} storedCards={storedCards} /> : null}
      {usingStoredCard ? null : (
        <>
          <Text size="sm">
            {t('checkout.cardsAccepted', { cards: property.CreditCards.map((c) => c.Name).join(', ') })}
          </Text>
          <CardFrame
            ref={card.frame}
            cardForm={property.CardForm}
            mode={isPaymentPossible(card.payNow) ? 'payment' : 'setup'}
            amount={isPaymentPossible(card.payNow) ? card.payNow : 0}
            currency={property.Currency}
          />
        </>
      )}
      {card.problem ? (
        <ProblemAlert problem={card.problem} title={t('cardFrame.declinedTitle')}>
          {card.problem}
        </ProblemAlert>
      ) : null}
      {canSaveCard && !usingStoredCard ? (
        <Checkbox label={t('checkout.saveCard')} {...form.register('saveCard')} />
      ) : null}
    </Stack>
  )
}

/** The company (searched by name), the booking code that proves the booker may bill it, and the PO number. */
function CompanyInvoiceFields({ form, propertyId }: FormProps & { propertyId: number }) {
  const { errors } = form.formState
  return (
    <Stack gap="sm">
      <Controller
        control={form.control}
        name="companyId"
        render={({ field, fieldState }) => (
          <CompanyPicker
            propertyId={propertyId}
            chosen={{ id: field.value, name: form.getValues('companyName') }}
            onChoose={(company) => {
              form.setValue('companyName', company?.Name ?? '')
              field.onChange(company ? String(company.AccountId) : '')
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextInput
        label={t('checkout.companyCode')}
        description={t('checkout.companyCodeHint')}
        required
        maxLength={50}
        autoComplete="off"
        spellCheck={false}
        {...form.register('companyCode')}
        error={errors.companyCode?.message}
      />
      <TextInput
        label={t('checkout.poNumber')}
        required
        maxLength={50}
        autoComplete="off"
        {...form.register('poNumber')}
        error={errors.poNumber?.message}
      />
    </Stack>
  )
}

/** The cards kept on the guest's account (docs/product/booking.md#who-may), or a new one. */
function StoredCardChoice({ form, storedCards }: FormProps & { storedCards: readonly StoredCreditCard[] }) {
  return (
    <Controller
      control={form.control}
      name="storedCardId"
      render={({ field }) => (
        <Radio.Group label={t('checkout.storedCards')} value={field.value} onChange={field.onChange}>
          <Stack gap="xs" mt="xs">
            {storedCards.map((c) => (
              <Radio
                key={c.CreditCardId}
                value={String(c.CreditCardId)}
                label={t('checkout.storedCard', {
                  type: c.CardType,
                  last4: c.LastFour,
                  month: String(c.ExpiryMonth).padStart(2, '0'),
                  year: c.ExpiryYear,
                })}
              />
            ))}
            <Radio value="" label={t('checkout.newCard')} />
          </Stack>
        </Radio.Group>
      )}
    />
  )
}
