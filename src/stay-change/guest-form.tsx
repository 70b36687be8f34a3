import { localSchemaResolver } from '@/ui/local-resolver'
import { useEffect } from 'react'
import { useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form'
import type { RequiredFields } from '@/domain/validation'
import { GuestFields, guestFormSchema, type GuestFormValues } from '@/ui/person-fields'

// The Guest step of manage booking and pre-check-in: one guest's names and contact on one form, every keystroke
// handed to the draft, the whole checked when the guest continues (with what the hotel requires of a guest).

/** The form values of a guest of either draft. */
export function guestValuesOf(g: GuestFormValues): GuestFormValues {
  return { firstName: g.firstName, lastName: g.lastName, email: g.email, phone: g.phone }
}

/** One guest's form; `onChange` gets what the guest has typed so far, at every change. */
export function useGuestForm(
  guest: GuestFormValues | undefined,
  onChange: (typed: Partial<GuestFormValues>) => void,
  required: RequiredFields = {},
  /** what a refused save said of this guest's fields, shown by them at first */
  serverErrors?: FieldErrors<GuestFormValues>,
): UseFormReturn<GuestFormValues> {
  const form = useForm<GuestFormValues>({
    resolver: localSchemaResolver(guestFormSchema(required)),
    defaultValues: guest ? guestValuesOf(guest) : undefined,
    errors: serverErrors,
  })
  useEffect(() => {
    const sub = form.watch((typed) => onChange(typed))
    return () => sub.unsubscribe()
  }, [form, onChange])
  return form
}

/** The fields of `useGuestForm`'s form, with their messages. */
export function GuestFormFields({
  form,
  required = {},
}: {
  form: UseFormReturn<GuestFormValues>
  required?: RequiredFields
}) {
  const { errors } = form.formState
  return (
    <GuestFields
      register={(name) => form.register(name)}
      errors={{
        firstName: errors.firstName?.message,
        lastName: errors.lastName?.message,
        email: errors.email?.message,
        phone: errors.phone?.message,
      }}
      withContact
      required={required}
    />
  )
}
