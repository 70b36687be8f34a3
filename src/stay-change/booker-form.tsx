import { Card, Stack } from '@mantine/core'
import { localSchemaResolver } from '@/ui/local-resolver'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { countriesQuery } from '@/api/static-data'
import type { RequiredFields } from '@/domain/validation'
import { BookerFields, bookerFormSchema, fieldMessages, type BookerFormValues } from '@/ui/person-fields'
import { bookerErrors, withoutMessages, type FieldMessages } from './refusal-fields'

type BookerDraft = {
  reservation: { PropertyId: number }
  booker: BookerFormValues | null
  fieldMessages: FieldMessages
}

/**
 * The Booker step of manage booking and pre-check-in: the person who booked checks their details (name,
 * e-mail, phone, address, and what the hotel requires). Every keystroke goes into the draft; what a refused
 * save said of a field shows by it until the step is continued (decision 0090).
 */
export function BookerForm<Draft extends BookerDraft>({
  draft,
  start,
  required,
  update,
  advance,
  label,
  intro = null,
  actions,
}: {
  draft: Draft
  /** the values the form starts from when the booker has not been edited yet */
  start: BookerFormValues
  required: RequiredFields
  /** Replaces the draft (kept on the device as it changes). */
  update: (next: Draft) => void
  /** The step after this one, given the draft with the booker as continued. */
  advance: (next: Draft) => void
  label: string
  intro?: ReactNode
  /** Back and Continue */
  actions: ReactNode
}) {
  const countries = useQuery(countriesQuery(draft.reservation.PropertyId))
  // What a refused save said of these fields, by each field (decision 0090).
  const [serverErrors] = useState(() => bookerErrors(draft.fieldMessages))
  const form = useForm<BookerFormValues>({
    resolver: localSchemaResolver(bookerFormSchema(required)),
    defaultValues: start,
    errors: serverErrors,
  })
  const { errors } = form.formState

  useEffect(() => {
    const sub = form.watch((values) => update({ ...draft, booker: { ...start, ...values } }))
    return () => sub.unsubscribe()
  }, [form, draft, start, update])

  const submit = form.handleSubmit((values) =>
    advance({ ...draft, booker: values, fieldMessages: withoutMessages(draft.fieldMessages, 'booker') }),
  )
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        {intro}
        <Card withBorder padding="lg">
          <BookerFields
            register={(name) => form.register(name)}
            errors={fieldMessages(errors)}
            countries={countries.data ?? []}
            countriesFailed={countries.isError}
            countryId={form.watch('countryId')}
            required={required}
          />
        </Card>
        {actions}
      </Stack>
    </form>
  )
}
