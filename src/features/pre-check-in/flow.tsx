import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import type { PreCheckInConfig, PreCheckInResponse } from '@/api/contract/pre-check-in'
import { nightsBetween } from '@/domain/dates'
import { nextPreCheckInStep, type PreCheckInContext, type PreCheckInState } from '@/domain/pre-check-in-flow'
import { formatDay, t } from '@/i18n/i18n'
import { useOnline } from '@/sync/online'
import { BookerStep } from './booker-step'
import { CompleteStep } from './complete-step'
import { draftKey, saveDraft, submitChange, type PreCheckInDraft } from './draft'
import { ExtrasStep } from './extras-step'
import { GuestStep, RoomStep } from './guest-steps'
import { LinkBadge } from './link-badge'
import { PaymentStep } from './payment-step'
import { SummaryStep } from './summary-step'
import { useDraftWriter } from '@/stay-change/use-draft-writer'

export type StepProps = {
  draft: PreCheckInDraft
  config: PreCheckInConfig
  /** Replaces the draft (kept on the device as it changes). */
  update: (next: PreCheckInDraft) => void
  /** Goes to a step, keeping everything typed. */
  go: (state: PreCheckInState, next?: PreCheckInDraft) => void
  /** The step after this one (spec §4), given the draft as it will be. */
  advance: (next: PreCheckInDraft) => void
  isMobile: boolean
}

/** The steps of spec §4: Start, Booker, Room, Guest, Extras, PaymentDetails, Summary, Complete. */
export function PreCheckInFlow({
  initial,
  fromDevice,
  config,
  badge,
  propertyCode,
}: {
  initial: PreCheckInDraft
  /** the draft was read from the device (else it is new, from the server, and is stored at once) */
  fromDevice: boolean
  config: PreCheckInConfig
  badge: Pick<PreCheckInResponse, 'Success' | 'Title' | 'Message'> | null
  propertyCode: string
}) {
  const [draft, setDraft] = useState(initial)
  // What the flow started from; the parent recomputes `initial` on every render, which must not rewrite it.
  const [mountedFrom] = useState({ draft: initial, device: fromDevice })
  // The Save this visit queued ('submitting' until the outbox has it), so Complete follows that one only.
  const [queuedSeq, setQueuedSeq] = useState<number | 'submitting' | null>(null)
  const [submitError, setSubmitError] = useState<string | null>(null)
  const online = useOnline()
  // Spec §2 breakpoints: below "small" (600 px) each guest is a step of its own.
  const isMobile = useMediaQuery('(max-width: 599.98px)') ?? false
  const key = draftKey(propertyCode, draft.reservation.ReferenceNumber)
  const writeDraft = useCallback((value: PreCheckInDraft) => saveDraft(key, value), [key])
  const writer = useDraftWriter(writeDraft)
  const heading = useRef<HTMLHeadingElement>(null)
  const step = draft.state.step

  useEffect(() => {
    // Opened once with a connection, the check-in must carry on without one: keep a copy at once.
    if (!mountedFrom.device) writer.schedule(mountedFrom.draft)
  }, [writer, mountedFrom])

  useEffect(() => {
    // A new step: its heading takes the focus so a screen reader and the keyboard start there.
    heading.current?.focus()
    window.scrollTo({ top: 0 })
  }, [step, draft.state.roomIndex, draft.state.guestIndex])

  const update = (next: PreCheckInDraft) => {
    setDraft(next)
    writer.schedule(next)
  }
  const context = (d: PreCheckInDraft): PreCheckInContext => ({
    hasBooker: d.booker !== null,
    rooms: d.rooms,
    isMobile,
  })
  const go = (state: PreCheckInState, next: PreCheckInDraft = draft) => update({ ...next, state })
  const advance = (next: PreCheckInDraft) => go(nextPreCheckInStep(next.state, context(next)), next)

  const complete = async (next: PreCheckInDraft) => {
    setSubmitError(null)
    setQueuedSeq('submitting')
    const done: PreCheckInDraft = { ...next, state: { ...next.state, step: 'Complete' } }
    setDraft(done)
    try {
      // The draft as queued is written first, so it is removed once the change is sent.
      writer.schedule(done)
      await writer.flush()
      const queued = await submitChange(done, propertyCode)
      setQueuedSeq(queued.seq)
    } catch {
      setQueuedSeq(null)
      setDraft(next)
      setSubmitError(t('preCheckIn.saveFailed'))
    }
  }
  // The hotel answered the Save with Success: false: back to Summary with its message, everything kept (the
  // draft is written again, since the outbox let go of it with the answer).
  const refused = (message: string) => {
    setQueuedSeq(null)
    setSubmitError(message)
    go({ ...draft.state, step: 'Summary' })
  }

  // A new step (or the same step for another room or guest) starts a fresh form.
  const stepKey = `${step}-${draft.state.roomIndex}-${draft.state.guestIndex}`
  const props: StepProps = {
    draft,
    config,
    update,
    go,
    advance,
    isMobile,
  }
  const r = draft.reservation
  const rooms = r.ReservationItems.filter((i) => !i.IsCancelled)

  let body: ReactNode
  switch (step) {
    case 'Start':
      body = (
        <Stack gap="md">
          <Text>{config.IntroText}</Text>
          <Card
            withBorder
            padding="md"
            component="section"
            aria-label={t('preCheckIn.reference', { reference: r.ReservationNumber })}
          >
            <Stack gap={4}>
              <Text fw={600}>{t('preCheckIn.reference', { reference: r.ReservationNumber })}</Text>
              <Text>
                {t('preCheckIn.stay', {
                  from: formatDay(r.DateFrom, 'long'),
                  to: formatDay(r.DateTo, 'long'),
                  nights: t('units.nights', { count: nightsBetween(r.DateFrom, r.DateTo) }),
                })}
              </Text>
              {r.LocationName ? (
                <Text size="sm">{t('preCheckIn.location', { name: r.LocationName })}</Text>
              ) : null}
              {rooms.map((i) => (
                <Text key={i.ReservationItemId} size="sm" c="dimmed">
                  {i.RoomTypeName}
                </Text>
              ))}
            </Stack>
          </Card>
          <Button w="fit-content" onClick={() => advance(draft)}>
            {draft.bookerReviewed || draft.rooms.some((x) => x.reviewed)
              ? t('preCheckIn.continueWhereLeft')
              : t('preCheckIn.start')}
          </Button>
        </Stack>
      )
      break
    case 'Booker':
      body = <BookerStep key={stepKey} {...props} />
      break
    case 'Room':
      body = <RoomStep key={stepKey} {...props} />
      break
    case 'Guest':
      body = <GuestStep key={stepKey} {...props} />
      break
    case 'Extras':
      body = <ExtrasStep key={stepKey} {...props} />
      break
    case 'PaymentDetails':
      body = <PaymentStep key={stepKey} {...props} />
      break
    case 'Summary':
      body = (
        <SummaryStep
          key={stepKey}
          {...props}
          onComplete={(next) => void complete(next)}
          submitError={submitError}
        />
      )
      break
    case 'Complete':
      body = (
        <CompleteStep draft={draft} propertyCode={propertyCode} queuedSeq={queuedSeq} onRefused={refused} />
      )
      break
  }

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {stepTitle(draft)}
          </Title>
          <Text c="dimmed">{t('preCheckIn.reference', { reference: r.ReservationNumber })}</Text>
        </Stack>
        {badge && step === 'Start' ? <LinkBadge answer={badge} /> : null}
        {!online && step !== 'Complete' ? (
          <Alert color="info" variant="light" role="status">
            {t('preCheckIn.offlineNote')}
          </Alert>
        ) : null}
        {body}
      </Stack>
    </Container>
  )
}

function stepTitle(draft: PreCheckInDraft): string {
  const { step, roomIndex, guestIndex } = draft.state
  const room = draft.reservation.ReservationItems.find(
    (i) => i.ReservationItemId === draft.rooms[roomIndex]?.reservationItemId,
  )
  switch (step) {
    case 'Start':
      return t('preCheckIn.title')
    case 'Booker':
      return t('preCheckIn.bookerTitle')
    case 'Room':
      return t('preCheckIn.roomTitle', { number: roomIndex + 1, roomType: room?.RoomTypeName ?? '' })
    case 'Guest':
      return t('preCheckIn.guestTitle', { number: guestIndex + 1, room: roomIndex + 1 })
    case 'Extras':
      return t('preCheckIn.extrasStepTitle')
    case 'PaymentDetails':
      return t('preCheckIn.paymentTitle')
    case 'Summary':
      return t('preCheckIn.summaryTitle')
    case 'Complete':
      return t('preCheckIn.completeTitle')
  }
}

/** Back and Continue at the foot of a step. */
export function StepActions({
  onBack,
  continueLabel = t('preCheckIn.continue'),
  continueDisabled = false,
}: {
  onBack?: () => void
  continueLabel?: string
  continueDisabled?: boolean
}) {
  return (
    <Group justify="space-between">
      {onBack ? (
        <Button variant="default" onClick={onBack}>
          {t('preCheckIn.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" disabled={continueDisabled}>
        {continueLabel}
      </Button>
    </Group>
  )
}
