import type { PreCheckInConfig } from '@/api/contract/pre-check-in'
import type { PreCheckInState } from '@/domain/pre-check-in-flow'
import { t } from '@/i18n/i18n'
import { StepActions } from '@/stay-change/step-actions'
import type { PreCheckInDraft } from './draft'

// What the pre-check-in flow hands each of its steps. It lives apart from the flow so the steps never import
// the flow that imports them.

export type StepProps = {
  draft: PreCheckInDraft
  config: PreCheckInConfig
  /** Replaces the draft (kept on the device as it changes). */
  update: (next: PreCheckInDraft) => void
  /** Goes to a step, keeping everything typed. */
  go: (state: PreCheckInState, next?: PreCheckInDraft) => void
  /** The step after this one (docs/product/after-booking.md#steps), given the draft as it will be. */
  advance: (next: PreCheckInDraft) => void
  isMobile: boolean
}

/** Back and Continue at the foot of a pre-check-in step. */
export function PreCheckInStepActions({
  onBack,
  continueLabel = t('preCheckIn.continue'),
  continueDisabled = false,
}: {
  onBack?: () => void
  continueLabel?: string
  continueDisabled?: boolean
}) {
  return (
    <StepActions
      onBack={onBack}
      backLabel={t('preCheckIn.back')}
      continueLabel={continueLabel}
      continueDisabled={continueDisabled}
    />
  )
}
