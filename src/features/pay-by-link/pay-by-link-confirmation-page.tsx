import { Alert, Button, Card, Container, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link, Navigate, useParams } from 'react-router'
import { ApiError, errorMessage } from '@/api/api-error'
import type { PayByLinkConfirmation } from '@/api/contract/pay-by-link'
import { payByLinkConfirmationQuery } from '@/api/pay-by-link'
import { currentLocale, formatPrice, t } from '@/i18n/i18n'
import { AmountRow } from '@/ui/amount-row'
import { PageLoader } from '@/ui/page-loader'
import { useRouteProperty } from '@/api/route-property'
import type { ProblemState } from './pay-by-link-problem'
import { forgetLink } from './saved-link'

/** The receipt: what was paid or stored, the transaction reference, and what is still outstanding. */
export function PayByLinkConfirmationPage() {
  const property = useRouteProperty()
  const { confirmationToken = '' } = useParams()
  const confirmation = useQuery(payByLinkConfirmationQuery(property.PropertyId, confirmationToken))

  // Done: the link this tab came from is no longer needed for a retry.
  useEffect(() => {
    if (confirmation.data) forgetLink(confirmationToken)
  }, [confirmation.data, confirmationToken])

  if (confirmation.isPending) return <PageLoader />
  if (confirmation.isError) {
    // docs/product/after-booking.md#errors: a 400 on confirmation goes to PayByLinkError.
    if (confirmation.error instanceof ApiError && confirmation.error.code === 'invalid-input') {
      const state: ProblemState = { message: null }
      return <Navigate to={`/SecurePay/${property.PropertyCode}`} replace state={state} />
    }
    return (
      <Container size="sm" py="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1}>{t('payByLink.confirmationTitle')}</Title>
          <Alert color="negative" role="alert" title={t('errors.errorTitle')}>
            {errorMessage(confirmation.error, t('errors.network'))}
          </Alert>
          <Button onClick={() => void confirmation.refetch()} loading={confirmation.isFetching}>
            {t('errors.tryAgain')}
          </Button>
        </Stack>
      </Container>
    )
  }

  const c = confirmation.data
  const pays = c.Action === 'Pay'

  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{pays ? t('payByLink.confirmationTitle') : t('payByLink.cardStoredTitle')}</Title>
          <Text size="lg">{pays ? t('payByLink.confirmationIntro') : t('payByLink.cardStoredIntro')}</Text>
        </Stack>
        <Receipt confirmation={c} />
        <Text>{t('payByLink.receiptSent')}</Text>
        <Group gap="sm" className="no-print">
          <Button variant="light" onClick={() => window.print()}>
            {t('payByLink.print')}
          </Button>
          <Button component={Link} to={`/Book/${property.PropertyCode}`} variant="light">
            {t('menu.newBooking')}
          </Button>
          {property.WebsiteUrl ? (
            <Button component="a" href={property.WebsiteUrl} variant="subtle">
              {t('menu.backToWebsite')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Container>
  )
}

/** What was paid or stored, when, with which card, and what is still outstanding. */
function Receipt({ confirmation: c }: { confirmation: PayByLinkConfirmation }) {
  const money = (major: number) => formatPrice(major, c.Currency)
  const processedAt = new Intl.DateTimeFormat(currentLocale(), {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(c.ProcessedAt))
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="receipt-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="receipt-title">
          {t('payByLink.receiptTitle')}
        </Title>
        <Text fw={600}>{c.PropertyName}</Text>
        <AmountRow label={t('payByLink.transactionReference')} value={c.TransactionReference} />
        <AmountRow label={t('payByLink.invoiceNumber')} value={c.InvoiceNumber} />
        <AmountRow label={t('payByLink.processedAt')} value={processedAt} />
        {c.CardBrand && c.CardLastFour ? (
          <AmountRow label={t('payByLink.card')} value={`${c.CardBrand} •••• ${c.CardLastFour}`} />
        ) : null}
        <Divider />
        {c.Action === 'Pay' ? (
          <AmountRow label={t('payByLink.amountPaidNow')} value={money(c.AmountPaid)} strong />
        ) : null}
        <AmountRow label={t('payByLink.outstanding')} value={money(c.Outstanding)} />
      </Stack>
    </Card>
  )
}
