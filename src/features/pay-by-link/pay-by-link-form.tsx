import {
  Alert,
  Button,
  Card,
  Container,
  Divider,
  Grid,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { ApiError, errorMessage } from '@/api/api-error'
import { newIdempotencyKey } from '@/api/client'
import type { PayByLinkInfo, PayByLinkTransaction } from '@/api/contract/pay-by-link'
import { processPayByLink, type PayLink } from '@/api/pay-by-link'
import { detectCardType, matchCardTypeByText, normaliseCardNumber } from '@/domain/cards'
import { canSubmitPayByLink } from '@/domain/pay-by-link-flow'
import { formatPrice, t } from '@/i18n/i18n'
import { AmountRow } from '@/ui/amount-row'
import { browserData } from '@/device/browser-data'
import { ExpiryFields } from '@/ui/expiry-fields'
import { localToday } from '@/device/clock'
import { useRouteProperty } from '@/api/route-property'
import { payByLinkSchema, type PayByLinkValues } from './pay-by-link-schema'
import { saveLink } from './saved-link'

/** ModelState keys of Process mapped to the form's fields, so a server message shows by its field. */
const FIELD_OF: Record<string, keyof PayByLinkValues> = {
  Email: 'email',
  'CardDetails.CardNumber': 'creditCardNumber',
  'CardDetails.NameOnCard': 'creditCardName',
  'CardDetails.CreditCardTypeId': 'creditCardNumber',
  'CardDetails.ExpiryMonth': 'expiryMonth',
  'CardDetails.ExpiryYear': 'expiryYear',
  'CardDetails.SecurityCode': 'cvvNumber',
}

/** The invoice, and the form that pays it or stores a card (with the card, or PayByPayStack, and an e-mail). */
export function PayByLinkForm({
  info,
  link,
  payByPayStack,
}: {
  info: PayByLinkInfo
  link: PayLink
  payByPayStack: boolean
}) {
  const property = useRouteProperty()
  const navigate = useNavigate()
  const today = localToday()
  const lastAttempt = useRef<{ body: string; key: string } | null>(null)
  const pays = info.Action === 'Pay'
  const money = (major: number) => formatPrice(major, info.Currency)

  const form = useForm<PayByLinkValues>({
    resolver: valibotResolver(payByLinkSchema(payByPayStack, today)),
    defaultValues: {
      email: info.Email,
      creditCardName: '',
      creditCardNumber: '',
      expiryMonth: '',
      expiryYear: '',
      cvvNumber: '',
    },
  })
  const { errors } = form.formState
  const detected = detectCardType(form.watch('creditCardNumber'))
  const accepted = matchCardTypeByText(
    property.CreditCards.map((c) => ({ ...c, name: c.Name })),
    detected,
  )

  const process = useMutation({
    mutationFn: async (transaction: PayByLinkTransaction) => {
      // The same request again (a lost answer) reuses its key and is applied once; a changed card is a new attempt.
      const body = JSON.stringify(transaction)
      const key = lastAttempt.current?.body === body ? lastAttempt.current.key : newIdempotencyKey()
      lastAttempt.current = { body, key }
      return processPayByLink(transaction, key)
    },
    onSuccess: (response) => {
      if (response.Success && response.ConfirmationToken) {
        saveLink(response.ConfirmationToken, {
          propertyCode: property.PropertyCode,
          actionType: link.actionType,
          invoiceNumber: link.invoiceNumber,
          code: link.code,
          paymentId: link.paymentId,
        })
        // PayStack: its own page takes the payment and sends the guest back to the status page.
        if (response.RedirectUrl) window.location.assign(response.RedirectUrl)
        else void navigate(`/SecurePay/${property.PropertyCode}/Status/${response.ConfirmationToken}`)
      } else {
        form.setValue('cvvNumber', '')
      }
    },
    onError: (error) => {
      form.setValue('cvvNumber', '')
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.modelState)) {
          const target = FIELD_OF[field]
          if (target && messages[0]) form.setError(target, { message: messages[0] })
        }
      }
    },
  })

  const submit = form.handleSubmit((values) => {
    if (process.isPending) return
    if (!payByPayStack && !accepted) {
      form.setError('creditCardNumber', {
        message: detected
          ? t('payByLink.cardNotAccepted', { type: detected })
          : t('payByLink.cardTypeUnknown'),
      })
      return
    }
    const card = payByPayStack
      ? null
      : {
          creditCardName: values.creditCardName.trim(),
          creditCardNumber: normaliseCardNumber(values.creditCardNumber),
          cvvNumber: values.cvvNumber.trim(),
          expiryMonth: Number(values.expiryMonth),
          expiryYear: Number(values.expiryYear),
          cardType: accepted?.Id ?? null,
          cardHolderEmail: values.email.trim(),
        }
    // The rules of spec §5, as the domain states them; the schema above has already said why if they fail.
    const invoice = { action: info.Action, amountToPay: info.AmountToPay }
    if (!canSubmitPayByLink(invoice, { email: values.email, payByPayStack, card })) return
    process.mutate({
      PropertyId: info.PropertyId,
      Type: info.Type,
      Action: info.Action,
      InvoiceNumber: info.InvoiceNumber,
      EntityId: info.EntityId,
      AmountToPay: info.AmountToPay,
      PaymentId: info.PaymentId,
      Hash: info.Hash,
      Timestamp: info.Timestamp,
      Description: info.Description,
      Email: values.email.trim(),
      CardDetails:
        card && accepted
          ? {
              CreditCardId: null,
              SaveCreditCardToIndividual: false,
              CardNumber: card.creditCardNumber,
              NameOnCard: card.creditCardName,
              EmailAddress: card.cardHolderEmail,
              CreditCardTypeId: accepted.Id,
              ExpiryMonth: card.expiryMonth,
              ExpiryYear: card.expiryYear,
              SecurityCode: card.cvvNumber,
            }
          : null,
      BrowserData: browserData(),
      TransactionReference: null,
    })
  })

  const declined =
    process.data && !process.data.Success ? process.data.Message || t('payByLink.processFailed') : null
  const failed = process.isError ? errorMessage(process.error, t('payByLink.processFailed')) : null
  const refused = process.error instanceof ApiError && process.error.code === 'forbidden'

  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="lg">
        {pays ? t('payByLink.payInvoice', { invoice: info.InvoiceNumber }) : t('payByLink.storeCard')}
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Card withBorder padding="lg" component="section" aria-labelledby="invoice-title">
            <Stack gap="xs">
              <Title order={2} size="h3" id="invoice-title">
                {t('payByLink.invoiceTitle')}
              </Title>
              <Text fw={600}>{info.Description}</Text>
              <AmountRow label={t('payByLink.invoiceNumber')} value={info.InvoiceNumber} />
              {info.ReferenceNumber ? (
                <AmountRow label={t('payByLink.referenceNumber')} value={info.ReferenceNumber} />
              ) : null}
              <Divider />
              <AmountRow label={t('payByLink.amountPaid')} value={money(info.AmountPaid)} />
              {pays ? (
                <AmountRow label={t('payByLink.amountToPay')} value={money(info.AmountToPay)} strong />
              ) : (
                <Text size="sm">{t('payByLink.storeCardExplained')}</Text>
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <form
            onSubmit={submit}
            noValidate
            aria-label={pays ? t('payByLink.formPay') : t('payByLink.formStoreCard')}
          >
            <Stack gap="lg">
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
                    error={errors.email?.message}
                  />
                  {payByPayStack ? (
                    <Text>
                      {pays ? t('payByLink.payStackExplained') : t('payByLink.payStackStoreExplained')}
                    </Text>
                  ) : (
                    <>
                      <Text size="sm" c="dimmed">
                        {t('payByLink.acceptedCards', {
                          cards: property.CreditCards.map((c) => c.Name).join(', '),
                        })}
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
                        description={
                          accepted
                            ? t('payByLink.cardTypeDetected', { type: accepted.Name })
                            : detected
                              ? t('payByLink.cardNotAccepted', { type: detected })
                              : undefined
                        }
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
                  )}
                </Stack>
              </Card>
              {declined || failed ? (
                <Alert color="negative" role="alert" title={t('payByLink.processFailedTitle')}>
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{declined ?? failed}</Text>
                    {refused ? (
                      <Button size="xs" variant="white" onClick={() => window.location.reload()}>
                        {t('payByLink.reloadLink')}
                      </Button>
                    ) : null}
                  </Stack>
                </Alert>
              ) : null}
              <Button type="submit" size="lg" loading={process.isPending} disabled={process.isPending}>
                {pays
                  ? t('payByLink.payAmount', { amount: money(info.AmountToPay) })
                  : t('payByLink.storeCardButton')}
              </Button>
            </Stack>
          </form>
        </Grid.Col>
      </Grid>
    </Container>
  )
}
