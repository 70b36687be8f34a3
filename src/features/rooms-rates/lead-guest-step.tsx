import { Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core'
import { localSchemaResolver } from '@/ui/local-resolver'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import type { BookConfig } from '@/api/contract/book-config'
import { asksRoomConfiguration } from '@/domain/confirm-booking'
import { leadGuestSchema } from '@/domain/form-rules'
import { t } from '@/i18n/i18n'
import { getBookingSession, updateRoom } from '@/state/booking-session'
import { TEXT_LIMITS } from '@/api/contract/common'

/** The Occupancy step: who the room is for, and the bed preference when the hotel asks (docs/product/search.md#steps, docs/product/search.md#rules). */
export function LeadGuestStep({ roomIndex, config }: { roomIndex: number; config: BookConfig }) {
  const askConfiguration = asksRoomConfiguration(config)
  const bedRequired = t('rooms.bedRequired')
  const schema = v.object({
    ...leadGuestSchema.entries,
    roomConfigurationId: askConfiguration
      ? v.pipe(v.string(bedRequired), v.nonEmpty(bedRequired))
      : v.optional(v.string()),
  })
  const choice = getBookingSession().choices[roomIndex]
  const form = useForm({
    resolver: localSchemaResolver(schema),
    defaultValues: {
      firstName: choice?.leadGuest.firstName ?? '',
      lastName: choice?.leadGuest.lastName ?? '',
      roomConfigurationId: choice?.roomConfigurationId ? String(choice.roomConfigurationId) : '',
    },
  })
  const { errors } = form.formState

  return (
    <Card withBorder padding="lg" radius="md">
      <form
        noValidate
        onSubmit={form.handleSubmit((values) =>
          updateRoom(roomIndex, {
            leadGuest: { firstName: values.firstName, lastName: values.lastName },
            roomConfigurationId: values.roomConfigurationId ? Number(values.roomConfigurationId) : null,
          }),
        )}
      >
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('rooms.leadGuest', { number: roomIndex + 1 })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('rooms.leadGuestHint')}
          </Text>
          <Group grow align="flex-start">
            <TextInput
              label={t('checkout.firstName')}
              autoComplete="given-name"
              required
              maxLength={TEXT_LIMITS.name}
              {...form.register('firstName')}
              error={errors.firstName?.message}
            />
            <TextInput
              label={t('checkout.lastName')}
              autoComplete="family-name"
              required
              maxLength={TEXT_LIMITS.name}
              {...form.register('lastName')}
              error={errors.lastName?.message}
            />
          </Group>
          {askConfiguration ? (
            <NativeSelect
              label={t('rooms.roomConfiguration')}
              required
              data={[
                { value: '', label: t('rooms.chooseBed') },
                ...config.RoomConfigurationOptions.map((o) => ({ value: String(o.Id), label: o.Name })),
              ]}
              {...form.register('roomConfigurationId')}
              error={errors.roomConfigurationId?.message}
            />
          ) : null}
          <Group justify="flex-end">
            <Button type="submit">{t('rooms.continue')}</Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}
