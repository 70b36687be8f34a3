import { Text } from '@mantine/core'
import { t } from '@/i18n/i18n'
import { BookerForm } from '@/stay-change/booker-form'
import { bookerRequirements, configuredRules } from '@/ui/person-fields'
import { bookerValues } from './draft'
import { PreCheckInStepActions, type StepProps } from './pre-check-in-step'

/** Booker: the person who booked checks their details (the address too, and what else the hotel requires). */
export function BookerStep({ draft, config, update, go, advance }: StepProps) {
  return (
    <BookerForm
      draft={draft}
      start={bookerValues(draft)}
      required={bookerRequirements(config.RequireAddress, configuredRules(config.RequiredFields).booker)}
      update={update}
      advance={(next) => advance({ ...next, bookerReviewed: true })}
      label={t('preCheckIn.bookerTitle')}
      intro={<Text>{t('preCheckIn.bookerHint')}</Text>}
      actions={<PreCheckInStepActions onBack={() => go({ step: 'Start', roomIndex: 0, guestIndex: 0 })} />}
    />
  )
}
