import { Card, Stack } from '@mantine/core'
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
  EMPTY_BOOKER,
  type BookerFormValues,
} from '@/ui/person-fields'
import { bookerErrors, withoutMessages } from '@/stay-change/refused-fields'
import { bookerValuesFrom } from '@/stay-change/change-draft'
import { ManageStepActions, type ManageStepProps } from './manage-step'

/** Booker: the details of the person who booked (name, e-mail, phone, address, and what the hotel requires). */
export function BookerStep({ draft, config, update, advance, overview }: ManageStepProps) {
  const countries = useQuery(countriesQuery(draft.reservation.PropertyId))
  const start = draft.booker ?? bookerValuesFrom(draft.reservation) ?? EMPTY_BOOKER
  const required = bookerRequirements(true, configuredRules(config.RequiredFields).booker)
  // What a refused Update said of these fields, by each field (decision 0090).
  const [serverErrors] = useState(() => bookerErrors(draft.fieldMessages))
  const form = useForm<BookerFormValues>({
    resolver: valibotResolver(bookerFormSchema(required)),
    defaultValues: start,
    errors: serverErrors,
  })
  const { errors } = form.formState

  useEffect(() => {
    const sub = form.watch((values) => update({ ...draft, booker: { ...start, ...values } }))
    return () => sub.unsubscribe()
  }, [form, draft, start, update])

  return (
    <form
      onSubmit={form.handleSubmit((values) =>
        advance({ ...draft, booker: values, fieldMessages: withoutMessages(draft.fieldMessages, 'booker') }),
      )}
      noValidate
      aria-label={t('manage.bookerTitle')}
    >
      <Stack gap="md">
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
        <ManageStepActions onBack={() => overview()} />
      </Stack>
    </form>
  )
}
