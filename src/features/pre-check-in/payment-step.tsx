import { Alert, Button, Card, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { ApiError, errorMessage } from '@/api/api-error'
import { saveCard } from '@/api/pre-check-in'
import { detectCardType, luhnValid, matchCardTypeByText, normaliseCardNumber } from '@/domain/cards'
import { t } from '@/i18n/i18n'
import { useOnline } from '@/sync/online'
import { localToday } from '@/ui/clock'
import { useRouteProperty } from '@/ui/route-property'
import type { StepProps } from './flow'

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

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))

/**
 * PaymentDetails: a card to guarantee the stay. It lives only in this form and the one request that sends it
 * (never in the draft or the outbox), so this step needs a connection and says so.
 */
export function PaymentStep({ draft, update, go }: StepProps) {
  const property = useRouteProperty()
  const online = useOnline()
  const years = Array.from({ length: 16 }, (_, i) => String(Number(localToday().slice(0, 4)) + i))
  const form = useForm<CardValues>({
    resolver: valibotResolver(cardSchema),
    defaultValues: { name: '', number: '', month: '', year: '', securityCode: '' },
  })
  const { errors } = form.formState
  const detected = detectCardType(form.watch('number'))
  const accepted = matchCardTypeByText(
    property.CreditCards.map((c) => ({ ...c, name: c.Name })),
    detected,
  )
  const toSummary = () => go({ step: 'Summary', roomIndex: 0, guestIndex: 0 })
  const r = draft.reservation

  const save = useMutation({
    mutationFn: (values: CardValues) =>
      saveCard({
        PropertyId: r.PropertyId,
        LanguageCode: 'en',
        ReferenceNumber: r.ReferenceNumber,
        Code: r.Code,
        CardDetails: {
          CreditCardId: null,
          SaveCreditCardToIndividual: false,
          CardNumber: normaliseCardNumber(values.number),
          NameOnCard: values.name.trim(),
          EmailAddress: draft.booker?.emailAddress.trim() || r.Booker?.Email || '',
          CreditCardTypeId: accepted?.Id ?? 0,
          ExpiryMonth: Number(values.month),
          ExpiryYear: Number(values.year),
          SecurityCode: values.securityCode.trim(),
        },
      }),
    onSuccess: (answer) => {
      form.setValue('securityCode', '')
      if (answer.Success && answer.Card) {
        form.reset()
        update({
          ...draft,
          reservation: { ...r, CreditCards: [answer.Card] },
          state: { step: 'Summary', roomIndex: 0, guestIndex: 0 },
        })
      }
    },
    onError: (error) => {
      form.setValue('securityCode', '')
      if (error instanceof ApiError) {
        const map: Record<string, keyof CardValues> = {
          'CardDetails.CardNumber': 'number',
          'CardDetails.NameOnCard': 'name',
          'CardDetails.ExpiryMonth': 'month',
          'CardDetails.ExpiryYear': 'year',
          'CardDetails.SecurityCode': 'securityCode',
        }
        for (const [field, messages] of Object.entries(error.modelState)) {
          const target = map[field]
          if (target && messages[0]) form.setError(target, { message: messages[0] })
        }
      }
    },
  })

  const submit = form.handleSubmit((values) => {
    if (!accepted) {
      form.setError('number', { message: 'This card type is not accepted by the hotel.' })
      return
    }
    save.mutate(values)
  })
  const declined = save.data && !save.data.Success ? save.data.Message || t('errors.error') : null
  const failed = save.isError ? errorMessage(save.error, t('errors.error')) : null

  return (
    <form onSubmit={submit} noValidate aria-label={t('preCheckIn.paymentTitle')}>
      <Stack gap="md">
        <Text>{t('preCheckIn.paymentHint')}</Text>
        {!online ? (
          <Alert color="warning" variant="light" role="status">
            {t('preCheckIn.cardNeedsConnection')}
          </Alert>
        ) : null}
        <Card withBorder padding="lg">
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
              <NativeSelect
                label={t('checkout.expiryMonth')}
                required
                autoComplete="cc-exp-month"
                data={[{ value: '', label: '' }, ...MONTHS]}
                {...form.register('month')}
                error={errors.month?.message}
              />
              <NativeSelect
                label={t('checkout.expiryYear')}
                required
                autoComplete="cc-exp-year"
                data={[{ value: '', label: '' }, ...years]}
                {...form.register('year')}
                error={errors.year?.message}
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
        </Card>
        {declined || failed ? (
          <Alert color="negative" role="alert" title={t('errors.errorTitle')}>
            {declined ?? failed}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" onClick={toSummary}>
            {t('preCheckIn.skipCard')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!online || save.isPending}>
            {t('preCheckIn.saveCard')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
