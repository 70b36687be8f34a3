import { t } from '@/i18n/i18n'
import { BookerForm } from '@/stay-change/booker-form'
import { bookerValuesFrom } from '@/stay-change/change-draft'
import { bookerRequirements, configuredRules, EMPTY_BOOKER } from '@/ui/person-fields'
import { ManageStepActions, type ManageStepProps } from './manage-step'

/** Booker: the details of the person who booked (name, e-mail, phone, address, and what the hotel requires). */
export function BookerStep({ draft, config, update, advance, overview }: ManageStepProps) {
  return (
    <BookerForm
      draft={draft}
      start={draft.booker ?? bookerValuesFrom(draft.reservation) ?? EMPTY_BOOKER}
      required={bookerRequirements(true, configuredRules(config.RequiredFields).booker)}
      update={update}
      advance={advance}
      label={t('manage.bookerTitle')}
      actions={<ManageStepActions onBack={() => overview()} />}
    />
  )
}
