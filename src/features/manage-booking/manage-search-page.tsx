import { Alert, Button, Card, Container, Stack, Text, TextInput, Title } from '@mantine/core'
import { localSchemaResolver } from '@/ui/local-resolver'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router'
import type * as v from 'valibot'
import { errorMessage } from '@/api/api-error'
import { manageKeys, searchReservation } from '@/api/manage-booking'
import { manageSearchSchema } from '@/domain/form-rules'
import { t } from '@/i18n/i18n'
import { HotelContactLine } from '@/ui/hotel-contact-line'
import { useRouteProperty } from '@/api/route-property'
import { rememberLoaded } from './loaded-reservation'
import { TEXT_LIMITS } from '@/api/contract/common'

type SearchValues = v.InferInput<typeof manageSearchSchema>

/** /Manage/{propertyCode}: find a booking by reservation number and a guest's name (docs/product/after-booking.md#rules). */
export function ManageSearchPage() {
  const { search, message } = useReservationSearch()
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('manage.title')}</Title>
        <Text>{t('manage.intro')}</Text>
        <Card withBorder padding="lg">
          <ManageSearchForm
            onSearch={(values) => search.mutate(values)}
            pending={search.isPending}
            message={message}
          />
        </Card>
        <HotelContactLine lead={t('contact.reachUs')} />
      </Stack>
    </Container>
  )
}

/**
 * The search for a booking: a booking found is loaded and opened; one not found, or a search that failed, says
 * why. Before any search, what the page was sent here with (a link that no longer opens a booking) is said.
 */
function useReservationSearch() {
  const property = useRouteProperty()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const location = useLocation()
  const passed = (location.state as { message?: string } | null)?.message ?? null
  const search = useMutation({
    mutationFn: (values: SearchValues) =>
      searchReservation({
        propertyId: property.PropertyId,
        reservationNumber: values.reservationNumber.trim(),
        guestName: values.guestName.trim(),
      }),
    onSuccess: (answer) => {
      const r = answer.Reservation
      if (!answer.Success || !r) return
      queryClient.setQueryData(manageKeys.reservation(property.PropertyId, r.ReferenceNumber), answer)
      rememberLoaded({ propertyCode: property.PropertyCode, reference: r.ReferenceNumber, code: r.Code })
      void navigate(`/Manage/${property.PropertyCode}/Reservation`)
    },
  })
  const message =
    search.data && !search.data.Success
      ? (search.data.Message ?? t('manage.notFoundFallback'))
      : search.isError
        ? errorMessage(search.error, t('manage.notFoundFallback'))
        : search.isIdle
          ? passed
          : null
  return { search, message }
}

/** The reservation number and a guest's name, checked before anything is sent. */
function ManageSearchForm({
  onSearch,
  pending,
  message,
}: {
  onSearch: (values: SearchValues) => void
  pending: boolean
  /** why the last search found nothing, or why the guest was sent here */
  message: string | null
}) {
  const form = useForm<SearchValues>({
    resolver: localSchemaResolver(manageSearchSchema),
    defaultValues: { reservationNumber: '', guestName: '' },
  })
  const { errors } = form.formState
  return (
    <form onSubmit={form.handleSubmit(onSearch)} noValidate aria-label={t('manage.title')}>
      <Stack gap="sm">
        <TextInput
          label={t('manage.reservationNumber')}
          required
          autoComplete="off"
          maxLength={TEXT_LIMITS.code}
          {...form.register('reservationNumber')}
          error={errors.reservationNumber?.message}
        />
        <TextInput
          label={t('manage.guestName')}
          description={t('manage.guestNameHint')}
          required
          autoComplete="family-name"
          maxLength={TEXT_LIMITS.name}
          {...form.register('guestName')}
          error={errors.guestName?.message}
        />
        {message ? (
          <Alert color="negative" role="alert">
            {message}
          </Alert>
        ) : null}
        <Button type="submit" loading={pending} w="fit-content">
          {t('manage.find')}
        </Button>
      </Stack>
    </form>
  )
}
