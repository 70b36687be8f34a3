import type { ManageBookingConfig } from '@/api/contract/manage-booking'
import type { ManageState } from '@/domain/manage-flow'
import { t } from '@/i18n/i18n'
import { StepActions } from '@/stay-change/step-actions'
import type { ManageDraft } from './draft'

// What the manage flow hands each of its steps. It lives apart from the flow so the steps never import the
// flow that imports them.

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
  /** The step after this one (docs/product/after-booking.md#steps), given the draft as it will be. */
  advance: (next: ManageDraft) => void
  /** Back to the reservation overview. */
  overview: (next?: ManageDraft) => void
}

export const at = (step: ManageState['step'], roomIndex = 0, guestIndex = 0): ManageState => ({
  step,
  roomIndex,
  guestIndex,
})

/** Back and Continue at the foot of a manage step form. */
export function ManageStepActions({
  onBack,
  continueLabel = t('manage.continue'),
  continueDisabled = false,
}: {
  onBack: () => void
  continueLabel?: string
  continueDisabled?: boolean
}) {
  return (
    <StepActions
      onBack={onBack}
      backLabel={t('manage.back')}
      continueLabel={continueLabel}
      continueDisabled={continueDisabled}
    />
  )
}
