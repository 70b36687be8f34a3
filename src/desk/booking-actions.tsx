/**
 * What the desk can do to a booking's stay and money (decision 0119): cancel (by the rules or waived, with a
 * reason), mark a no-show, refund, send a pay link. Each says first what it would do to the money, from the
 * server's own reckoning; the answer of each is announced in its status line.
 */
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { ApiError, errorMessage } from '@/api/api-error'
import type { DeskMoney } from '@/api/contract/desk-actions'
import { useBookingMoney, useCancelBooking, useMarkNoShow, useRefund, useSendPayLink } from './desk-api'

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount)

type Props = { code: string; reference: string }

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.modelState[field]?.[0] : undefined

/** A mutation's answer or failure, read out by screen readers when it comes. */
function Outcome({ done, failed }: { done: string | null; failed: unknown }) {
  return (
    <div role="status">
      {done && <Text c="teal.9">{done}</Text>}
      {failed ? <Text c="red.9">{errorMessage(failed, 'It could not be done.')}</Text> : null}
    </div>
  )
}

function ActionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </Card>
  )
}

export function BookingActions({ code, reference }: Props) {
  const m = useBookingMoney(code, reference)
  return (
    <section aria-labelledby="actions">
      <Title order={2} id="actions" size="h3" mb="xs">
        Actions
      </Title>
      {m.isPending && <Loader aria-label="Loading what the actions would do" />}
      {m.isError && (
        <Alert color="red" role="alert">
          {errorMessage(m.error, 'What the actions would do could not be loaded.')}
        </Alert>
      )}
      {m.data && (
        <Stack>
          <Text>
            Paid {money(m.data.Paid, m.data.Currency)} · still to pay {money(m.data.Balance, m.data.Currency)}{' '}
            · refundable {money(m.data.Refundable, m.data.Currency)}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <CancelCard code={code} reference={reference} m={m.data} />
            <NoShowCard code={code} reference={reference} m={m.data} />
            <RefundCard code={code} reference={reference} m={m.data} />
            <PayLinkCard code={code} reference={reference} m={m.data} />
          </SimpleGrid>
        </Stack>
      )}
    </section>
  )
}

function CancelCard({ code, reference, m }: Props & { m: DeskMoney }) {
  const cancel = useCancelBooking(code, reference)
  const [choice, setChoice] = useState<'rules' | 'waive'>('rules')
  const [reason, setReason] = useState('')
  if (!m.Cancel)
    return (
      <ActionCard title="Cancel">
        <Text c="dimmed">This booking is cancelled.</Text>
        <Outcome done={cancel.data?.Message ?? null} failed={null} />
      </ActionCard>
    )
  const { ByRules, Waived } = m.Cancel
  return (
    <ActionCard title="Cancel">
      <Text size="sm">
        By the rules now: {money(ByRules.Kept, m.Currency)} kept, {money(ByRules.Refund, m.Currency)} back to
        the guest
        {ByRules.DueNow > 0 ? `, ${money(ByRules.DueNow, m.Currency)} to charge` : ''}.
      </Text>
      <Radio.Group
        label="Penalty"
        value={choice}
        onChange={(value) => setChoice(value === 'waive' ? 'waive' : 'rules')}
      >
        <Stack gap={4} mt={4}>
          <Radio value="rules" label={`By the rules (${money(ByRules.Kept, m.Currency)})`} />
          <Radio
            value="waive"
            label={`Waived (${money(Waived.Kept, m.Currency)}, ${money(Waived.Refund, m.Currency)} back)`}
          />
        </Stack>
      </Radio.Group>
      {choice === 'waive' && (
        <Textarea
          label="Why the penalty is waived"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          error={fieldError(cancel.error, 'Reason')}
        />
      )}
      <Group>
        <Button
          color="red.9"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate({ WaivePenalty: choice === 'waive', ...(reason ? { Reason: reason } : {}) })
          }
        >
          Cancel the booking
        </Button>
      </Group>
      <Outcome done={cancel.data?.Message ?? null} failed={cancel.error} />
    </ActionCard>
  )
}

function NoShowCard({ code, reference, m }: Props & { m: DeskMoney }) {
  const noShow = useMarkNoShow(code, reference)
  return (
    <ActionCard title="No-show">
      {m.NoShow.MarkedAt ? (
        <Text size="sm">Marked as a no-show on {new Date(m.NoShow.MarkedAt).toLocaleString('en-GB')}.</Text>
      ) : (
        <>
          <Text size="sm">
            From {m.NoShow.From}, at a penalty of {money(m.NoShow.Penalty, m.Currency)} by the rules.
          </Text>
          <Group>
            <Button variant="default" loading={noShow.isPending} onClick={() => noShow.mutate()}>
              Mark as a no-show
            </Button>
          </Group>
        </>
      )}
      <Outcome done={noShow.data?.Message ?? null} failed={noShow.error} />
    </ActionCard>
  )
}

function RefundCard({ code, reference, m }: Props & { m: DeskMoney }) {
  const refund = useRefund(code, reference)
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const withReason = reason ? { Reason: reason } : {}
  return (
    <ActionCard title="Refund">
      <Text size="sm">
        The rules give back {money(m.RefundByRules, m.Currency)}; at most {money(m.Refundable, m.Currency)}{' '}
        can be refunded.
      </Text>
      <Group align="end">
        <TextInput
          label={`Amount (${m.Currency})`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={fieldError(refund.error, 'Amount')}
        />
        <TextInput label="Reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
      </Group>
      <Group>
        <Button
          variant="default"
          loading={refund.isPending}
          disabled={amount.trim() === ''}
          onClick={() => refund.mutate({ Amount: Number(amount.replace(',', '.')), ...withReason })}
        >
          Refund this amount
        </Button>
        <Button
          variant="default"
          disabled={m.RefundByRules <= 0}
          loading={refund.isPending}
          onClick={() => refund.mutate({ Amount: null, ...withReason })}
        >
          Refund by the rules
        </Button>
      </Group>
      <Outcome done={refund.data?.Message ?? null} failed={refund.error} />
    </ActionCard>
  )
}

function PayLinkCard({ code, reference, m }: Props & { m: DeskMoney }) {
  const send = useSendPayLink(code, reference)
  return (
    <ActionCard title="Pay link">
      <Text size="sm">Mails the guest a link to pay what is left: {money(m.Balance, m.Currency)}.</Text>
      <Group>
        <Button
          variant="default"
          disabled={m.Balance <= 0 || !m.Cancel}
          loading={send.isPending}
          onClick={() => send.mutate()}
        >
          Send a pay link
        </Button>
      </Group>
      <Outcome done={send.data?.Message ?? null} failed={send.error} />
      {send.data && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Link: {send.data.Url}
        </Text>
      )}
    </ActionCard>
  )
}
