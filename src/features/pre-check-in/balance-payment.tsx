import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import type { BalancePaymentRequest, BalancePaymentResponse } from '@/api/contract/pre-check-in'
import { payBalance } from '@/api/pre-check-in'
import { useRouteProperty } from '@/api/route-property'
import { toMinorUnits } from '@/domain/money'
import { formatPrice, t } from '@/i18n/i18n'
import { useOnline } from '@/sync/online'
import { CardFrame, type CardFrameHandle } from '@/ui/card-frame'
import { CardFrameError } from '@/ui/card-frame-channel'
import { showNotice } from '@/ui/notices'
import type { PreCheckInDraft } from './draft'

type Reservation = PreCheckInDraft['reservation']
type Paid = (reservation: Reservation) => void

function sender(r: Reservation) {
  return (body: Omit<BalancePaymentRequest, 'PropertyId' | 'ReferenceNumber' | 'Code' | 'LanguageCode'>) =>
    payBalance({
      PropertyId: r.PropertyId,
      ReferenceNumber: r.ReferenceNumber,
      Code: r.Code,
      LanguageCode: 'en',
      ...body,
    })
}

function settled(answer: BalancePaymentResponse, onPaid: Paid) {
  if (answer.Reservation) onPaid(answer.Reservation)
  showNotice({
    kind: answer.Success ? 'positive' : 'negative',
    message: answer.Message ?? t(answer.Success ? 'preCheckIn.balancePaid' : 'preCheckIn.balanceNotPaid'),
  })
}

/**
 * What is left to pay of the stay (the ledger's Balance), paid now with a card entered in the provider's frame,
 * when the hotel takes it at pre-check-in (decision 0115). Only online; the bank may challenge first, and the
 * guest comes back to this page (BalancePaymentReturn).
 */
export function BalancePayment({ reservation, onPaid }: { reservation: Reservation; onPaid: Paid }) {
  const property = useRouteProperty()
  const online = useOnline()
  const frame = useRef<CardFrameHandle>(null)
  const money = formatPrice(reservation.Balance, reservation.Currency)
  const pay = useMutation({
    mutationFn: async () => {
      if (!frame.current) throw new CardFrameError(t('cardFrame.notReady'), 'closed')
      const name = `${reservation.Booker?.FirstName ?? ''} ${reservation.Booker?.LastName ?? ''}`.trim()
      const card = await frame.current.submit({
        name: name || null,
        email: reservation.Booker?.Email ?? null,
      })
      return sender(reservation)({
        Amount: reservation.Balance,
        CardDetails: {
          PaymentMethodId: card.id,
          SaveCreditCardToIndividual: false,
          NameOnCard: name || null,
          EmailAddress: reservation.Booker?.Email ?? null,
        },
      })
    },
    onSuccess: (answer) => {
      if (answer.RedirectUrl) return window.location.assign(answer.RedirectUrl)
      if (answer.Reservation) onPaid(answer.Reservation)
      if (!answer.Success) frame.current?.discard()
    },
  })
  const problem =
    pay.data && !pay.data.Success
      ? pay.data.Message || t('errors.error')
      : pay.isError
        ? pay.error instanceof CardFrameError
          ? pay.error.message
          : errorMessage(pay.error, t('errors.error'))
        : null
  if (reservation.Balance <= 0) return null
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="balance-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="balance-title">
          {t('preCheckIn.balanceTitle')}
        </Title>
        <Text data-testid="pre-check-in-balance">{t('preCheckIn.balanceHint', { amount: money })}</Text>
        <CardFrame
          ref={frame}
          cardForm={property.CardForm}
          mode="payment"
          amount={toMinorUnits(reservation.Balance)}
          currency={reservation.Currency}
        />
        {problem ? (
          <Alert color="negative" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Button
          onClick={() => pay.mutate()}
          loading={pay.isPending}
          disabled={!online || pay.isPending}
          data-testid="pay-balance"
        >
          {t('preCheckIn.payBalance', { amount: money })}
        </Button>
      </Stack>
    </Card>
  )
}

/** What the provider adds to the address it sends the guest back to after a payment's challenge. */
const RETURN_PARAMETERS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const

/** Back from the bank's challenge of the balance payment: finishes it, says the outcome, cleans the address. */
export function BalancePaymentReturn({ reservation, onPaid }: { reservation: Reservation; onPaid: Paid }) {
  const [params, setParams] = useSearchParams()
  const paymentId = params.get('payment_intent')
  const finish = useMutation({
    mutationFn: (id: string) => sender(reservation)({ Amount: reservation.Balance, PaymentId: id }),
    onSuccess: (answer) => settled(answer, onPaid),
    onError: (error) =>
      showNotice({ kind: 'negative', message: errorMessage(error, t('preCheckIn.balanceNotPaid')) }),
  })
  const started = useRef<string | null>(null)
  useEffect(() => {
    if (!paymentId || started.current === paymentId) return
    started.current = paymentId
    finish.mutate(paymentId)
    const rest = new URLSearchParams(params)
    for (const name of RETURN_PARAMETERS) rest.delete(name)
    setParams(rest, { replace: true })
  }, [paymentId, params, setParams, finish])
  return null
}
