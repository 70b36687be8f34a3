import '@/i18n/load-journey'
import { Alert, Group, Stack, TextInput } from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { ApiError, errorMessage } from '@/api/api-error'
import type { CardDetails } from '@/api/contract/common'
import type { CardUpdateResponse } from '@/api/contract/manage-booking'
import { detectCardType, luhnValid, matchCardTypeByText, normaliseCardNumber } from '@/domain/cards'
import { t } from '@/i18n/i18n'
import { ExpiryFields } from './expiry-fields'
import { useRouteProperty } from '@/api/route-property'

/**
 * One card typed for one request: manage booking's "replace the card" and pre-check-in's card step. The number
 * and security code live only in this form and the request that sends them (never in a draft, the outbox or a
 * query cache), so entering a card needs a connection. The security code is cleared after every answer.
 */

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message))
const cardSchema = v.object({
  name: required('The name on the card is required.'),
  number: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('A card number is required.'),
    v.check((n) => luhnValid(n), 'A valid card number is required.'),
  ),
  month: required('An expiry month is required.'),
  year: required('An expiry year is required.'),
  securityCode: v.pipe(v.string(), v.trim(), v.regex(/^\d{3,4}$/, 'A valid security code is required.')),
})
type CardValues = v.InferInput<typeof cardSchema>

/** The server's ModelState names for the card, and the form field each belongs to. */
const FIELD: Record<string, keyof CardValues> = {
  'CardDetails.CardNumber': 'number',
  'CardDetails.NameOnCard': 'name',
  'CardDetails.ExpiryMonth': 'month',
  'CardDetails.ExpiryYear': 'year',
  'CardDetails.SecurityCode': 'securityCode',
}

export type CardEntry = ReturnType<typeof useCardEntry>

/**
 * The form, the detected card type and the request of one card entry. `send` gets the card as the wire wants it;
 * `onSaved` the stored card's summary once the server has kept it.
 */
export function useCardEntry({
  emailAddress,
  send,
  onSaved,
}: {
  emailAddress: string
  send: (card: CardDetails) => Promise<CardUpdateResponse>
  onSaved: (card: NonNullable<CardUpdateResponse['Card']>) => void
}) {
  const property = useRouteProperty()
  const form = useForm<CardValues>({
    resolver: valibotResolver(cardSchema),
    defaultValues: { name: '', number: '', month: '', year: '', securityCode: '' },
  })
  const detected = detectCardType(form.watch('number'))
  const accepted = matchCardTypeByText(
    property.CreditCards.map((c) => ({ ...c, name: c.Name })),
    detected,
  )
  const save = useMutation({
    mutationFn: (values: CardValues) =>
      send({
        CreditCardId: null,
        SaveCreditCardToIndividual: false,
        CardNumber: normaliseCardNumber(values.number),
        NameOnCard: values.name.trim(),
        EmailAddress: emailAddress,
        CreditCardTypeId: accepted?.Id ?? 0,
        ExpiryMonth: Number(values.month),
        ExpiryYear: Number(values.year),
        SecurityCode: values.securityCode.trim(),
      }),
    onSuccess: (answer) => {
      form.setValue('securityCode', '')
      if (answer.Success && answer.Card) {
        form.reset()
        onSaved(answer.Card)
      }
    },
    onError: (error) => {
      form.setValue('securityCode', '')
      if (!(error instanceof ApiError)) return
      for (const [field, messages] of Object.entries(error.modelState)) {
        const target = FIELD[field]
        if (target && messages[0]) form.setError(target, { message: messages[0] })
      }
    },
  })
  const submit = form.handleSubmit((values) => {
    if (!accepted) {
      form.setError('number', { message: t('checkout.cardTypeNotAccepted') })
      return
    }
    save.mutate(values)
  })
  const declined = save.data && !save.data.Success ? save.data.Message || t('errors.error') : null
  const failed = save.isError ? errorMessage(save.error, t('errors.error')) : null
  const reset = () => {
    form.reset()
    save.reset()
  }
  return { form, detected, accepted, save, submit, reset, problem: declined ?? failed }
}

/** Name, number (with the type detected as typed), expiry and security code of a card entry. */
export function CardEntryFields({ entry }: { entry: CardEntry }) {
  const { form, accepted, detected } = entry
  const { errors } = form.formState
  return (
    <Stack gap="sm">
      <TextInput
        label={t('checkout.nameOnCard')}
        autoComplete="cc-name"
        required
        {...form.register('name')}
        error={errors.name?.message}
      />
      <TextInput
        label={t('checkout.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        description={accepted ? accepted.Name : (detected ?? undefined)}
        {...form.register('number')}
        error={errors.number?.message}
      />
      <Group grow align="flex-start">
        <ExpiryFields
          labels={{ month: t('checkout.expiryMonth'), year: t('checkout.expiryYear') }}
          month={{ field: form.register('month'), error: errors.month }}
          year={{ field: form.register('year'), error: errors.year }}
        />
        <TextInput
          label={t('checkout.securityCode')}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          maxLength={4}
          {...form.register('securityCode')}
          error={errors.securityCode?.message}
        />
      </Group>
    </Stack>
  )
}

/** The answer that kept no card: the gateway's decline message or why the request failed. */
export function CardEntryProblem({ entry, title }: { entry: CardEntry; title?: string }) {
  if (!entry.problem) return null
  return (
    <Alert color="negative" role="alert" title={title}>
      {entry.problem}
    </Alert>
  )
}
