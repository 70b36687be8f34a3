import { Alert, Button, Container, Grid, Stack, Text, Title } from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useForm } from 'react-hook-form'
import { ApiError, errorMessage } from '@/api/api-error'
import type { PayByLinkInfo } from '@/api/contract/pay-by-link'
import type { PayLink } from '@/api/pay-by-link'
import { canSubmitPayByLink } from '@/domain/pay-by-link-flow'
import { hotelToday } from '@/device/clock'
import { useRouteProperty } from '@/api/route-property'
import { formatPrice, t } from '@/i18n/i18n'
import { PayByLinkPaymentDetails, useCardBrand } from './pay-by-link-card-fields'
import { PayByLinkInvoice } from './pay-by-link-invoice'
import { payByLinkSchema, type PayByLinkValues } from './pay-by-link-schema'
import { cardFromValues, payByLinkTransaction, usePayByLinkProcess } from './use-pay-by-link-process'

const NO_CARD = { creditCardName: '', creditCardNumber: '', expiryMonth: '', expiryYear: '', cvvNumber: '' }

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
  const pays = info.Action === 'Pay'
  const today = hotelToday(useRouteProperty().TimeZone)
  const form = useForm<PayByLinkValues>({
    resolver: valibotResolver(payByLinkSchema(payByPayStack, today)),
    defaultValues: { email: info.Email, ...NO_CARD },
  })
  const { detected, accepted, numberHint } = useCardBrand(form)
  const process = usePayByLinkProcess(form, link)

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
    const card = payByPayStack ? null : cardFromValues(values, accepted?.Id ?? null)
    // The rules of spec §5, as the domain states them; the schema above has already said why if they fail.
    const invoice = { action: info.Action, amountToPay: info.AmountToPay }
    if (!canSubmitPayByLink(invoice, { email: values.email, payByPayStack, card })) return
    process.mutate(payByLinkTransaction(info, values.email, card, accepted?.Id ?? null))
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
          <PayByLinkInvoice info={info} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <form
            onSubmit={submit}
            noValidate
            aria-label={pays ? t('payByLink.formPay') : t('payByLink.formStoreCard')}
          >
            <Stack gap="lg">
              <PayByLinkPaymentDetails
                form={form}
                pays={pays}
                payByPayStack={payByPayStack}
                numberHint={numberHint}
              />
              {declined || failed ? <ProcessFailed message={declined ?? failed} refused={refused} /> : null}
              <Button type="submit" size="lg" loading={process.isPending} disabled={process.isPending}>
                {pays
                  ? t('payByLink.payAmount', { amount: formatPrice(info.AmountToPay, info.Currency) })
                  : t('payByLink.storeCardButton')}
              </Button>
            </Stack>
          </form>
        </Grid.Col>
      </Grid>
    </Container>
  )
}

/** Process failed or was declined; a refused link (403) is offered again from the top. */
function ProcessFailed({ message, refused }: { message: string | null; refused: boolean }) {
  return (
    <Alert color="negative" role="alert" title={t('payByLink.processFailedTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {refused ? (
          <Button size="xs" variant="white" onClick={() => window.location.reload()}>
            {t('payByLink.reloadLink')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  )
}
