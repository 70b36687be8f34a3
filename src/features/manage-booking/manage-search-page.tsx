import { Alert, Button, Card, Container, Stack, Text, TextInput, Title } from '@mantine/core'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router'
import type * as v from 'valibot'
import { errorMessage } from '@/api/api-error'
import { manageKeys, searchReservation } from '@/api/manage-booking'
import { manageSearchSchema } from '@/domain/validation'
import { t } from '@/i18n/i18n'
import { HotelContactLine } from '@/ui/hotel-contact-line'
import { useRouteProperty } from '@/api/route-property'
import { rememberLoaded } from './loaded-reservation'
import { TEXT_LIMITS } from '@/api/contract/common'

type SearchValues = v.InferInput<typeof manageSearchSchema>

/** /Manage/{propertyCode}: find a booking by reservation number and a guest's name (docs/product/after-booking.md#rules). */
export function ManageSearchPage() {
  const property = useRouteProperty()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const location = useLocation()
  const passed = (location.state as { message?: string } | null)?.message ?? null
  const form = useForm<SearchValues>({
    resolver: valibotResolver(manageSearchSchema),
    defaultValues: { reservationNumber: '', guestName: '' },
  })
  const { errors } = form.formState
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

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('manage.title')}</Title>
        <Text>{t('manage.intro')}</Text>
        <Card withBorder padding="lg">
          <form
            onSubmit={form.handleSubmit((values) => search.mutate(values))}
            noValidate
            aria-label={t('manage.title')}
          >
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
              <Button type="submit" loading={search.isPending} w="fit-content">
                {t('manage.find')}
              </Button>
            </Stack>
          </form>
        </Card>
        <HotelContactLine lead={t('contact.reachUs')} />
      </Stack>
    </Container>
  )
}
