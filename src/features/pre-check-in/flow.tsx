import { useQuery } from '@tanstack/react-query'
import type { PreCheckInConfig, PreCheckInResponse } from '@/api/contract/pre-check-in'
import { countriesQuery } from '@/api/static-data'
import { afterPreCheckInSave, nextPreCheckInStep, type PreCheckInContext } from '@/domain/pre-check-in-flow'
import { t } from '@/i18n/i18n'
import { StepFrame } from '@/stay-change/step-frame'
import { useChangeFlow, type QueuedSeq } from '@/stay-change/use-change-flow'
import { BalancePaymentReturn } from './balance-payment'
import { BookerStep } from './booker-step'
import { CompleteStep } from './complete-step'
import { draftKey, saveDraft, submitChange, type PreCheckInDraft } from './draft'
import { ExtrasStep } from './extras-step'
import { GuestStep, RoomStep } from './guest-steps'
import { LinkBadge } from './link-badge'
import { CardSetupReturn } from '@/ui/card-entry'
import { cardSender, PaymentStep, withSavedCard } from './payment-step'
import { RegistrationStep } from './registration-step'
import { StartStep } from './start-step'
import type { StepProps } from './pre-check-in-step'
import { SummaryStep } from './summary-step'

/** The steps of docs/product/after-booking.md#steps: Start, Booker, Room, Guest, Extras, PaymentDetails, Summary, Complete. */
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
  const flow = useChangeFlow({
    initial,
    fromDevice,
    draftKey: draftKey(propertyCode, initial.reservation.ReferenceNumber),
    saveDraft,
    submit: (done: PreCheckInDraft) => submitChange(done, propertyCode),
    saveFailed: t('preCheckIn.saveFailed'),
  })
  const { draft, update, go, online, isMobile } = flow
  // The registration card's nationalities come from the hotel's country list: asked for while the link opens
  // online, so the service worker keeps it for a check-in finished offline (decision 0144).
  useQuery({ ...countriesQuery(initial.reservation.PropertyId), enabled: config.Registration !== null })
  const step = draft.state.step

  const context = (d: PreCheckInDraft): PreCheckInContext => ({
    hasBooker: d.booker !== null,
    rooms: d.rooms,
    isMobile,
    registrationPending: config.Registration !== null && !d.registrationDone,
  })
  const advance = (next: PreCheckInDraft) => go(nextPreCheckInStep(next.state, context(next)), next)
  const complete = (next: PreCheckInDraft) =>
    flow.queue({ ...next, state: afterPreCheckInSave(next.state, true) }, next)
  // The hotel answered the Save with Success: false: back to Summary with its message, everything kept.
  const refused = (message: string) => flow.refused(message, { ...draft.state, step: 'Summary' })

  const props: StepProps = {
    draft,
    config,
    update,
    go,
    advance,
    isMobile,
  }
  return (
    <StepFrame
      headingRef={flow.heading}
      title={stepTitle(draft)}
      subtitle={t('preCheckIn.reference', { reference: draft.reservation.ReservationNumber })}
      beforeOfflineNote={badge && step === 'Start' ? <LinkBadge answer={badge} /> : null}
      offlineNote={!online && step !== 'Complete' ? t('preCheckIn.offlineNote') : null}
    >
      <PreCheckInStepBody
        {...props}
        propertyCode={propertyCode}
        onComplete={(next) => void complete(next)}
        saveError={flow.saveError}
        queuedSeq={flow.queuedSeq}
        onRefused={refused}
      />
      <CardSetupReturn
        send={cardSender(draft.reservation)}
        onSaved={(card) => update(withSavedCard(draft, card))}
      />
      <BalancePaymentReturn
        reservation={draft.reservation}
        onPaid={(reservation) => update({ ...draft, reservation })}
      />
    </StepFrame>
  )
}

/** The step the draft is at, with what Summary and Complete need besides the props every step gets. */
function PreCheckInStepBody({
  propertyCode,
  onComplete,
  saveError,
  queuedSeq,
  onRefused,
  ...props
}: StepProps & {
  propertyCode: string
  onComplete: (next: PreCheckInDraft) => void
  saveError: string | null
  queuedSeq: QueuedSeq
  onRefused: (message: string) => void
}) {
  // A new step (or the same step for another room or guest) starts a fresh form.
  const { step, roomIndex, guestIndex } = props.draft.state
  const stepKey = `${step}-${roomIndex}-${guestIndex}`
  switch (step) {
    case 'Start':
      return <StartStep {...props} />
    case 'Booker':
      return <BookerStep key={stepKey} {...props} />
    case 'Room':
      return <RoomStep key={stepKey} {...props} />
    case 'Guest':
      return <GuestStep key={stepKey} {...props} />
    case 'Extras':
      return <ExtrasStep key={stepKey} {...props} />
    case 'PaymentDetails':
      return <PaymentStep key={stepKey} {...props} />
    case 'Registration':
      return <RegistrationStep key={stepKey} {...props} />
    case 'Summary':
      return <SummaryStep key={stepKey} {...props} onComplete={onComplete} submitError={saveError} />
    case 'Complete':
      return (
        <CompleteStep
          draft={props.draft}
          propertyCode={propertyCode}
          queuedSeq={queuedSeq}
          onRefused={onRefused}
        />
      )
  }
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
    case 'Registration':
      return t('preCheckIn.registration.title')
    case 'Summary':
      return t('preCheckIn.summaryTitle')
    case 'Complete':
      return t('preCheckIn.completeTitle')
  }
}
