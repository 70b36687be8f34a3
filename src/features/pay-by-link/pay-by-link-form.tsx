import { Alert, Button, Container, Grid, Stack, Text, Title } from '@mantine/core'
import { localSchemaResolver } from '@/ui/local-resolver'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { ApiError, errorMessage } from '@/api/api-error'
import type { PayByLinkInfo } from '@/api/contract/pay-by-link'
import type { PayLink } from '@/api/pay-by-link'
import { formatPrice, t } from '@/i18n/i18n'
import type { CardFrameHandle } from '@/ui/card-frame'
import { CardFrameError } from '@/ui/card-frame-channel'
import { PayByLinkPaymentDetails } from './pay-by-link-card-fields'
import { PayByLinkInvoice } from './pay-by-link-invoice'
import { payByLinkSchema, type PayByLinkValues } from './pay-by-link-schema'
import { usePayByLinkProcess } from './use-pay-by-link-process'

/**
 * The invoice, and the form that pays it or stores a card (in the provider's frame, or PayByPayStack, and an
 * e-mail).
 */
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
  const form = useForm<PayByLinkValues>({
    resolver: localSchemaResolver(payByLinkSchema),
    defaultValues: { email: info.Email },
  })
  const frame = useRef<CardFrameHandle>(null)
  const process = usePayByLinkProcess(form, link, frame)

  const submit = form.handleSubmit((values) => {
    if (process.isPending) return
    process.mutate({ info, email: values.email, payByPayStack })
  })

  const declined =
    process.data && !process.data.Success ? process.data.Message || t('payByLink.processFailed') : null
  const failed = !process.isError
    ? null
    : process.error instanceof CardFrameError
      ? process.error.message
      : errorMessage(process.error, t('payByLink.processFailed'))
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
              <PayByLinkPaymentDetails form={form} info={info} payByPayStack={payByPayStack} frame={frame} />
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
