import { Alert, Button, Group, Stack } from '@mantine/core'
import { useState } from 'react'
import * as v from 'valibot'
import { preCheckInProblems, type CheckInProblem } from '@/domain/pre-check-in-flow'
import { t } from '@/i18n/i18n'
import { guestValuesOf } from '@/stay-change/guest-form'
import { bookerFormSchema, bookerRequirements, configuredRules, guestFormSchema } from '@/ui/person-fields'
import { BalancePayment } from './balance-payment'
import type { PreCheckInDraft } from './draft'
import type { StepProps } from './pre-check-in-step'
import { ArrivalAndRequests } from './arrival-and-requests'
import { ProblemsAlert } from './save-problems'
import { CardSection, RegistrationSection } from './summary-card'
import { BookerSection, RoomsSection } from './summary-guests'
import { ExtrasSection, StaySection } from './summary-stay'

/** Summary: everything at a glance, each part editable, then one Save (docs/product/after-booking.md#rules: every guest valid first). */
export function SummaryStep({
  draft,
  config,
  update,
  go,
  onComplete,
  submitError,
}: StepProps & { onComplete: (draft: PreCheckInDraft) => void; submitError: string | null }) {
  const [problems, setProblems] = useState<CheckInProblem[]>([])
  const booker = draft.booker
  const rules = configuredRules(config.RequiredFields)
  const bookerNeeds = bookerRequirements(config.RequireAddress, rules.booker)
  const guestSchema = guestFormSchema(rules.guest)

  const check = () => {
    if (config.Registration && !draft.registrationDone)
      return go({ step: 'Registration', roomIndex: 0, guestIndex: 0 })
    const found = preCheckInProblems({
      bookerValid: booker ? v.safeParse(bookerFormSchema(bookerNeeds), booker).success : null,
      rooms: draft.rooms,
      // docs/product/after-booking.md#rules names each guest; the hotel may require more of them (decision 0090).
      isGuestValid: (g) => v.safeParse(guestSchema, guestValuesOf(g)).success,
    })
    setProblems(found)
    if (found.length === 0) onComplete(draft)
  }

  return (
    <Stack gap="md">
      <StaySection draft={draft} />
      {booker ? <BookerSection booker={booker} bookerNeeds={bookerNeeds} go={go} /> : null}
      <RoomsSection draft={draft} go={go} />
      {config.Registration ? <RegistrationSection draft={draft} go={go} /> : null}
      {config.OfferExtras ? <ExtrasSection draft={draft} go={go} /> : null}
      {config.AskForCard ? <CardSection draft={draft} go={go} /> : null}
      {config.CollectBalance ? (
        <BalancePayment
          reservation={draft.reservation}
          onPaid={(reservation) => update({ ...draft, reservation })}
        />
      ) : null}
      <ArrivalAndRequests draft={draft} update={update} askArrivalTime={config.AskEstimatedArrivalTime} />
      {problems.length > 0 ? <ProblemsAlert problems={problems} go={go} /> : null}
      {submitError ? (
        <Alert color="negative" role="alert">
          {submitError}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button size="lg" onClick={check}>
          {t('preCheckIn.complete')}
        </Button>
      </Group>
    </Stack>
  )
}
