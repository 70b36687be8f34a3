import { valibotResolver } from '@hookform/resolvers/valibot'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { ApiError, errorMessage } from '@/api/api-error'
import { newIdempotencyKey } from '@/api/client'
import type { RestaurantBookingRequest } from '@/api/contract/restaurant'
import { createRestaurantBooking, restaurantKeys } from '@/api/restaurant'
import { isRestaurantBookingValid } from '@/domain/validation'
import { t } from '@/i18n/i18n'
import { useRouteProperty } from '@/api/route-property'
import type { GuestStay } from './guest-stay'
import { restaurantContactSchema, type RestaurantContactValues } from './restaurant-schema'
import type { TableChoice } from './use-table-choice'

/** A table the restaurant has confirmed, as the booked screen shows it. */
export type BookedTable = {
  reference: string
  restaurant: string
  date: string
  time: string
  partySize: number
}

/** ModelState keys of Create mapped to the contact fields; the rest are shown in the page's alert. */
const FIELD_OF: Record<string, keyof RestaurantContactValues> = {
  Identifier: 'identifier',
  Email: 'email',
  ContactNumber: 'contactNumber',
  SpecialRequests: 'specialRequests',
}

/** docs/product/restaurant-and-contact.md#errors: a failed create shows its InfoMessage, or its Message, else "Failed to create booking". */
function createFailure(error: unknown): string {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const info = 'InfoMessage' in error.body ? error.body.InfoMessage : undefined
    if (typeof info === 'string' && info.trim() !== '') return info
  }
  return errorMessage(error, t('restaurant.createFailed'))
}

function contactForm(stay: GuestStay | null) {
  return {
    resolver: valibotResolver(restaurantContactSchema),
    defaultValues: {
      identifier: stay?.name ?? '',
      email: stay?.email ?? '',
      contactNumber: stay?.phone ?? '',
      specialRequests: '',
    },
  }
}

/** Create with one idempotency key per request body, so a retry after a lost answer books once. */
function useCreateTable(
  form: UseFormReturn<RestaurantContactValues>,
  onBooked: (table: BookedTable) => void,
) {
  const queryClient = useQueryClient()
  const lastAttempt = useRef<{ body: string; key: string } | null>(null)
  return useMutation({
    mutationFn: async (request: RestaurantBookingRequest) => {
      const body = JSON.stringify(request)
      const key = lastAttempt.current?.body === body ? lastAttempt.current.key : newIdempotencyKey()
      lastAttempt.current = { body, key }
      return createRestaurantBooking(request, key)
    },
    onSuccess: (response, request) => {
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.all })
      if (response.Success && response.BookingReference) {
        onBooked({
          reference: response.BookingReference,
          restaurant: request.RestaurantName ?? '',
          date: request.VisitDate,
          time: request.VisitTime,
          partySize: request.PartySize,
        })
        window.scrollTo({ top: 0 })
      }
    },
    onError: (error) => {
      // The time may have just gone to someone else: show what is free now.
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.all })
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.modelState)) {
          const target = FIELD_OF[field]
          if (target && messages[0]) form.setError(target, { message: messages[0] })
        }
      }
    },
  })
}

/**
 * The contact half of the booking and the booking itself: the contact form, Create, what went wrong and the
 * table once it is booked. "Book another" starts again from the same restaurant, day and party.
 */
export function useTableBooking(choice: TableChoice, stay: GuestStay | null) {
  const property = useRouteProperty()
  const [booked, setBooked] = useState<BookedTable | null>(null)
  const form = useForm<RestaurantContactValues>(contactForm(stay))
  const create = useCreateTable(form, setBooked)
  const { slot, restaurant, restaurantId, partySize, date, promotion } = choice

  const submit = form.handleSubmit((values) => {
    if (!slot || !restaurant || create.isPending) return
    const input = {
      contactNumber: values.contactNumber,
      email: values.email,
      identifier: values.identifier,
      restaurantId,
      partySize,
      visitDate: date,
      visitTime: slot.Time,
    }
    if (!isRestaurantBookingValid(input)) return
    create.mutate({
      PropertyId: property.PropertyId,
      RestaurantId: restaurantId,
      RestaurantName: restaurant.Name,
      VisitTime: slot.Time,
      VisitDate: date,
      PartySize: partySize,
      SpecialRequests: values.specialRequests.trim() || null,
      IsReservation: stay !== null,
      Identifier: values.identifier.trim(),
      PromotionId: promotion?.Id ?? null,
      Email: values.email.trim(),
      ContactNumber: values.contactNumber.trim(),
      IsLeaveTimeRequired: slot.IsLeaveTimeRequired,
    })
  })

  const failed = create.isError ? createFailure(create.error) : null
  const declined =
    create.data && !create.data.Success ? create.data.InfoMessage || t('restaurant.createFailed') : null

  return {
    form,
    submit,
    booked,
    pending: create.isPending,
    problem: declined ?? failed,
    bookAnother: () => {
      setBooked(null)
      choice.clearTime()
      create.reset()
    },
  }
}
