import { Alert } from '@mantine/core'
import { useState } from 'react'
import type { ManageBookingConfig } from '@/api/contract/manage-booking'
import { afterManageSave, manageContext, nextManageStep } from '@/domain/manage-flow'
import { t } from '@/i18n/i18n'
import { StepFrame } from '@/stay-change/step-frame'
import { useChangeFlow, type QueuedSeq } from '@/stay-change/use-change-flow'
import { BookerStep } from './booker-step'
import { CancelledStep, CompleteStep } from './outcome-steps'
import { ChangeDatesStep } from './change-dates-step'
import { draftKey, saveDraft, submitChange, type ManageDraft } from './draft'
import { ExtrasStep } from './extras-step'
import { GuestStep, RoomStep } from './guest-steps'
import { at, type ManageStepProps } from './manage-step'
import { Overview } from './overview'
import { RatePlanStep } from './rate-plan-step'
import { RoomTypeStep } from './room-type-step'
import { SummaryStep } from './summary-step'
import { UpgradeStep } from './upgrade-step'

/** The manage steps of docs/product/after-booking.md#steps, around the reservation overview. */
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
  const flow = useChangeFlow({
    initial,
    fromDevice,
    draftKey: draftKey(propertyCode, initial.reservation.ReferenceNumber),
    saveDraft,
    submit: (done: ManageDraft) => submitChange(done, propertyCode),
    saveFailed: t('manage.saveFailed'),
  })
  const [entryNotice, setEntryNotice] = useState(notice)
  const { draft, update, go, online, isMobile } = flow
  const step = draft.state.step

  const advance = (next: ManageDraft) =>
    go(nextManageStep(next.state, manageContext(next.reservation.IsCancelled, next.rooms)), next)
  const overview = (next: ManageDraft = draft) => go(at('ReservationOverview'), { ...next, selecting: null })
  const save = () => flow.queue({ ...draft, state: afterManageSave(draft.state, true) }, draft)
  // The hotel answered the Update with Success: false: back to Summary with its message, the edits kept.
  const refused = (message: string) => flow.refused(message, at('Summary'))

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
  return (
    <StepFrame
      headingRef={flow.heading}
      title={stepTitle(draft)}
      subtitle={t('manage.reservationTitle', { reference: draft.reservation.ReservationNumber })}
      offlineNote={!online && step !== 'Complete' && step !== 'Cancelled' ? t('manage.offlineNote') : null}
    >
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
      <ManageStepBody
        {...props}
        onSave={() => void save()}
        saveError={flow.saveError}
        queuedSeq={flow.queuedSeq}
        onRefused={refused}
      />
    </StepFrame>
  )
}

/** The step the draft is at, with what Summary and Complete need besides the props every step gets. */
function ManageStepBody({
  onSave,
  saveError,
  queuedSeq,
  onRefused,
  ...props
}: ManageStepProps & {
  onSave: () => void
  saveError: string | null
  queuedSeq: QueuedSeq
  onRefused: (message: string) => void
}) {
  // A new step (or the same step for another room or guest) starts a fresh form.
  const { step, roomIndex, guestIndex } = props.draft.state
  const stepKey = `${step}-${roomIndex}-${guestIndex}`
  switch (step) {
    case 'Start':
    case 'ReservationOverview':
      return <Overview key={stepKey} {...props} />
    case 'Booker':
      return <BookerStep key={stepKey} {...props} />
    case 'Room':
      return <RoomStep key={stepKey} {...props} />
    case 'Guest':
      return <GuestStep key={stepKey} {...props} />
    case 'Extras':
      return <ExtrasStep key={stepKey} {...props} />
    case 'RoomTypeSelection':
      return <RoomTypeStep key={stepKey} {...props} />
    case 'RatePlanSelection':
      return <RatePlanStep key={stepKey} {...props} />
    case 'UpgradeSelection':
      return <UpgradeStep key={stepKey} {...props} />
    case 'ChangeDates':
      return <ChangeDatesStep key={stepKey} {...props} />
    case 'Summary':
      return <SummaryStep key={stepKey} {...props} onSave={onSave} saveError={saveError} />
    case 'Complete':
      return <CompleteStep key={stepKey} {...props} queuedSeq={queuedSeq} onRefused={onRefused} />
    case 'Cancelled':
      return <CancelledStep key={stepKey} {...props} />
  }
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
