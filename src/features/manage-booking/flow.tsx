import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import type { ManageBookingConfig } from '@/api/contract/manage-booking'
import { manageContext, nextManageStep, type ManageState } from '@/domain/manage-flow'
import { t } from '@/i18n/i18n'
import { useOnline } from '@/sync/online'
import { BookerStep } from './booker-step'
import { CancelledStep, CompleteStep } from './outcome-steps'
import { ChangeDatesStep } from './change-dates-step'
import { draftKey, saveDraft, submitChange, type ManageDraft } from './draft'
import { ExtrasStep } from './extras-step'
import { GuestStep, RoomStep } from './guest-steps'
import { Overview } from './overview'
import { RatePlanStep, RoomTypeStep } from './room-type-steps'
import { SummaryStep } from './summary-step'
import { UpgradeStep } from './upgrade-step'
import { useDraftWriter } from '@/stay-change/use-draft-writer'

export type ManageStepProps = {
  draft: ManageDraft
  config: ManageBookingConfig
  propertyCode: string
  online: boolean
  isMobile: boolean
  /** Replaces the draft (kept on the device as it changes). */
  update: (next: ManageDraft) => void
  /** Goes to a step, keeping every edit. */
  go: (state: ManageState, next?: ManageDraft) => void
  /** The step after this one (spec §4), given the draft as it will be. */
  advance: (next: ManageDraft) => void
  /** Back to the reservation overview. */
  overview: (next?: ManageDraft) => void
}

export const at = (step: ManageState['step'], roomIndex = 0, guestIndex = 0): ManageState => ({
  step,
  roomIndex,
  guestIndex,
})

/** The manage steps of spec §4, around the reservation overview. */
export function ManageFlow({
  initial,
  notice = null,
  fromDevice,
  config,
  propertyCode,
}: {
  initial: ManageDraft
  /** A word for the guest on the overview, e.g. why the extras they asked for cannot be changed online. */
  notice?: string | null
  /** the draft was read from the device (else it is new, from the server, and is stored at once) */
  fromDevice: boolean
  config: ManageBookingConfig
  propertyCode: string
}) {
  const [draft, setDraft] = useState(initial)
  // What the flow started from; the parent recomputes `initial` on every render, which must not rewrite it.
  const [mountedFrom] = useState({ draft: initial, device: fromDevice })
  // The Update this visit queued ('submitting' until the outbox has it), so Complete follows that one only.
  const [queuedSeq, setQueuedSeq] = useState<number | 'submitting' | null>(null)
  const [saveError, setSaveError] = useState<string | null>(null)
  const [entryNotice, setEntryNotice] = useState(notice)
  const online = useOnline()
  const isMobile = useMediaQuery('(max-width: 599.98px)') ?? false
  const key = draftKey(propertyCode, draft.reservation.ReferenceNumber)
  const writeDraft = useCallback((value: ManageDraft) => saveDraft(key, value), [key])
  const writer = useDraftWriter(writeDraft)
  const heading = useRef<HTMLHeadingElement>(null)
  const { step, roomIndex, guestIndex } = draft.state

  useEffect(() => {
    // Opened with a connection, the booking can still be read and its details edited without one.
    if (!mountedFrom.device) writer.schedule(mountedFrom.draft)
  }, [writer, mountedFrom])

  useEffect(() => {
    heading.current?.focus()
    window.scrollTo({ top: 0 })
  }, [step, roomIndex, guestIndex])

  const update = (next: ManageDraft) => {
    setDraft(next)
    writer.schedule(next)
  }
  const go = (state: ManageState, next: ManageDraft = draft) => update({ ...next, state })
  const advance = (next: ManageDraft) =>
    go(nextManageStep(next.state, manageContext(next.reservation.IsCancelled, next.rooms)), next)
  const overview = (next: ManageDraft = draft) => go(at('ReservationOverview'), { ...next, selecting: null })

  const save = async () => {
    setSaveError(null)
    setQueuedSeq('submitting')
    const done: ManageDraft = { ...draft, state: at('Complete') }
    setDraft(done)
    try {
      writer.schedule(done)
      await writer.flush()
      const queued = await submitChange(done, propertyCode)
      setQueuedSeq(queued.seq)
    } catch {
      setQueuedSeq(null)
      setDraft(draft)
      setSaveError(t('manage.saveFailed'))
    }
  }
  // The hotel answered the Update with Success: false: back to Summary with its message, the edits kept (the
  // draft is written again, since the outbox let go of it with the answer).
  const refused = (message: string) => {
    setQueuedSeq(null)
    setSaveError(message)
    go(at('Summary'))
  }

  const props: ManageStepProps = {
    draft,
    config,
    propertyCode,
    online,
    isMobile,
    update,
    go,
    advance,
    overview,
  }
  // A new step (or the same step for another room or guest) starts a fresh form.
  const stepKey = `${step}-${roomIndex}-${guestIndex}`
  let body: ReactNode
  switch (step) {
    case 'Start':
    case 'ReservationOverview':
      body = <Overview key={stepKey} {...props} />
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
    case 'RoomTypeSelection':
      body = <RoomTypeStep key={stepKey} {...props} />
      break
    case 'RatePlanSelection':
      body = <RatePlanStep key={stepKey} {...props} />
      break
    case 'UpgradeSelection':
      body = <UpgradeStep key={stepKey} {...props} />
      break
    case 'ChangeDates':
      body = <ChangeDatesStep key={stepKey} {...props} />
      break
    case 'Summary':
      body = <SummaryStep key={stepKey} {...props} onSave={() => void save()} saveError={saveError} />
      break
    case 'Complete':
      body = <CompleteStep key={stepKey} {...props} queuedSeq={queuedSeq} onRefused={refused} />
      break
    case 'Cancelled':
      body = <CancelledStep key={stepKey} {...props} />
      break
  }

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {stepTitle(draft)}
          </Title>
          <Text c="dimmed">
            {t('manage.reservationTitle', { reference: draft.reservation.ReservationNumber })}
          </Text>
        </Stack>
        {!online && step !== 'Complete' && step !== 'Cancelled' ? (
          <Alert color="info" variant="light" role="status">
            {t('manage.offlineNote')}
          </Alert>
        ) : null}
        {entryNotice && (step === 'ReservationOverview' || step === 'Start') ? (
          <Alert
            color="info"
            variant="light"
            role="status"
            withCloseButton
            closeButtonLabel={t('manage.close')}
            onClose={() => setEntryNotice(null)}
          >
            {entryNotice}
          </Alert>
        ) : null}
        {body}
      </Stack>
    </Container>
  )
}

function stepTitle(draft: ManageDraft): string {
  const { step, roomIndex, guestIndex } = draft.state
  const room = draft.rooms[roomIndex]
  switch (step) {
    case 'Start':
    case 'ReservationOverview':
      return t('manage.title')
    case 'Booker':
      return t('manage.bookerTitle')
    case 'Room':
      return t('manage.roomTitle', { number: roomIndex + 1 })
    case 'Guest':
      return t('manage.guestTitle', { number: guestIndex + 1, room: roomIndex + 1 })
    case 'Extras':
      return roomIndex < 0
        ? t('manage.extrasChooseTitle')
        : t('manage.extrasTitle', { number: roomIndex + 1 })
    case 'RoomTypeSelection':
      return roomIndex < 0 ? t('manage.addRoomTitle') : t('manage.roomTypeTitle')
    case 'RatePlanSelection':
      return t('manage.ratePlanTitle', {
        roomType: draft.selecting?.roomTypeName ?? room?.roomTypeName ?? '',
      })
    case 'UpgradeSelection':
      return t('manage.upgradeTitle', { number: roomIndex + 1 })
    case 'ChangeDates':
      return t('manage.datesTitle')
    case 'Summary':
      return t('manage.summaryTitle')
    case 'Complete':
      return t('manage.completeTitle')
    case 'Cancelled':
      return t('manage.cancelledTitle')
  }
}

/** Back and Continue at the foot of a step form. */
export function StepActions({
  onBack,
  continueLabel = t('manage.continue'),
  continueDisabled = false,
}: {
  onBack: () => void
  continueLabel?: string
  continueDisabled?: boolean
}) {
  return (
    <Group justify="space-between">
      <Button variant="default" onClick={onBack}>
        {t('manage.back')}
      </Button>
      <Button type="submit" disabled={continueDisabled}>
        {continueLabel}
      </Button>
    </Group>
  )
}
