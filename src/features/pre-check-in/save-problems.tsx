import type { CheckInProblem } from '@/domain/pre-check-in-flow'
import { t } from '@/i18n/i18n'
import { SaveProblemsAlert } from '@/stay-change/save-problems-alert'
import type { StepProps } from './pre-check-in-step'

/** What stops Save, each a link to the step that fixes it. */
export function ProblemsAlert({ problems, go }: { problems: CheckInProblem[]; go: StepProps['go'] }) {
  return (
    <SaveProblemsAlert
      problems={problems}
      title={t('preCheckIn.fixFirst')}
      describe={(p) =>
        p.kind === 'booker'
          ? t('preCheckIn.problemBooker')
          : t('preCheckIn.problemGuest', { guest: p.guestIndex + 1, room: p.roomIndex + 1 })
      }
      onGo={(p) =>
        p.kind === 'booker'
          ? go({ step: 'Booker', roomIndex: 0, guestIndex: 0 })
          : go({ step: 'Guest', roomIndex: p.roomIndex, guestIndex: p.guestIndex })
      }
    />
  )
}
