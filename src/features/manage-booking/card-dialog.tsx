import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { ApiError, errorMessage } from '@/api/api-error'
import { updateCard } from '@/api/manage-booking'
import { detectCardType, luhnValid, matchCardTypeByText, normaliseCardNumber } from '@/domain/cards'
import { t } from '@/i18n/i18n'
import { Dialog } from '@/ui/dialog'
import { localToday } from '@/ui/clock'
import { useRouteProperty } from '@/ui/route-property'
import type { ManageDraft } from './draft'

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
const FIELD: Record<string, keyof CardValues> = {
  'CardDetails.CardNumber': 'number',
  'CardDetails.NameOnCard': 'name',
  'CardDetails.ExpiryMonth': 'month',
  'CardDetails.ExpiryYear': 'year',
  'CardDetails.SecurityCode': 'securityCode',
}

/**
 * Replaces the card on file. The card exists only in this form and its one request — never in the draft or the
 * outbox — so it needs a connection.
 */
export function CardDialog({
  opened,
  draft,
  update,
  onClose,
}: {
  opened: boolean
  draft: ManageDraft
  update: (next: ManageDraft) => void
  onClose: () => void
}) {
  const property = useRouteProperty()
  const r = draft.reservation
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
  const close = () => {
    form.reset()
    save.reset()
    onClose()
  }
  const save = useMutation({
    mutationFn: (values: CardValues) =>
      updateCard({
        PropertyId: r.PropertyId,
        LanguageCode: 'en',
        ReferenceNumber: r.ReferenceNumber,
        Code: r.Code,
        CardDetails: {
          CreditCardId: null,
          SaveCreditCardToIndividual: false,
          CardNumber: normaliseCardNumber(values.number),
          NameOnCard: values.name.trim(),
          EmailAddress: r.Booker?.Email ?? '',
          CreditCardTypeId: accepted?.Id ?? 0,
          ExpiryMonth: Number(values.month),
          ExpiryYear: Number(values.year),
          SecurityCode: values.securityCode.trim(),
        },
      }),
    onSuccess: (answer) => {
      form.setValue('securityCode', '')
      if (answer.Success && answer.Card) {
        update({ ...draft, reservation: { ...r, CreditCards: [answer.Card] } })
        close()
      }
    },
    onError: (error) => {
      form.setValue('securityCode', '')
      if (error instanceof ApiError)
        for (const [field, messages] of Object.entries(error.modelState)) {
          const target = FIELD[field]
          if (target && messages[0]) form.setError(target, { message: messages[0] })
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
    <Dialog opened={opened} onClose={close} title={t('manage.replaceCard')} closeLabel={t('manage.close')}>
      <form onSubmit={submit} noValidate aria-label={t('manage.replaceCard')}>
        <Stack gap="sm">
          <Text size="sm">{t('manage.cardHint')}</Text>
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
          </Group>
          <TextInput
            label={t('checkout.securityCode')}
            inputMode="numeric"
            autoComplete="cc-csc"
            required
            maxLength={4}
            w={140}
            {...form.register('securityCode')}
            error={errors.securityCode?.message}
          />
          {declined || failed ? (
            <Alert color="negative" role="alert">
              {declined ?? failed}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Button variant="default" onClick={close}>
              {t('manage.back')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('manage.saveCard')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  )
}
