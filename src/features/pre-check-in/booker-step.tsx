import { Card, Stack, Text } from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { countriesQuery } from '@/api/static-data'
import { t } from '@/i18n/i18n'
import {
  BookerFields,
  bookerFormSchema,
  bookerRequirements,
  configuredRules,
  type BookerFormValues,
} from '@/ui/person-fields'
import { bookerErrors, withoutMessages } from '@/stay-change/refused-fields'
import { bookerValues } from './draft'
import { PreCheckInStepActions, type StepProps } from './pre-check-in-step'

/** Booker: the person who booked checks their details (the address too, and what else the hotel requires). */
export function BookerStep({ draft, config, update, go, advance }: StepProps) {
  const countries = useQuery(countriesQuery(draft.reservation.PropertyId))
  const required = bookerRequirements(config.RequireAddress, configuredRules(config.RequiredFields).booker)
  // What a refused Save said of these fields, by each field (decision 0090).
  const [serverErrors] = useState(() => bookerErrors(draft.fieldMessages))
  const form = useForm<BookerFormValues>({
    resolver: valibotResolver(bookerFormSchema(required)),
    defaultValues: bookerValues(draft),
    errors: serverErrors,
  })
  const { errors } = form.formState

  // Every keystroke goes into the draft (and from there onto the device).
  useEffect(() => {
    const sub = form.watch((values) => update({ ...draft, booker: { ...bookerValues(draft), ...values } }))
    return () => sub.unsubscribe()
  }, [form, draft, update])

  const submit = form.handleSubmit((values) =>
    advance({
      ...draft,
      booker: values,
      bookerReviewed: true,
      fieldMessages: withoutMessages(draft.fieldMessages, 'booker'),
    }),
  )

  return (
    <form onSubmit={submit} noValidate aria-label={t('preCheckIn.bookerTitle')}>
      <Stack gap="md">
        <Text>{t('preCheckIn.bookerHint')}</Text>
        <Card withBorder padding="lg">
          <BookerFields
            register={(name) => form.register(name)}
            errors={Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e?.message]))}
            countries={countries.data ?? []}
            countriesFailed={countries.isError}
            countryId={form.watch('countryId')}
            required={required}
          />
        </Card>
        <PreCheckInStepActions onBack={() => go({ step: 'Start', roomIndex: 0, guestIndex: 0 })} />
      </Stack>
    </form>
  )
}
