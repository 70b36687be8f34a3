import { Card, Stack, TextInput, Textarea, Title } from '@mantine/core'
import type { UseFormReturn } from 'react-hook-form'
import { TEXT_LIMITS } from '@/api/contract/common'
import { t } from '@/i18n/i18n'
import { PhoneInput } from '@/ui/phone-input'
import type { RestaurantContactValues } from './restaurant-schema'

/** "Your details": who the table is for. A guest with a stay is known by it, so the name needs no hint. */
export function RestaurantContactFields({
  form,
  forStay,
}: {
  form: UseFormReturn<RestaurantContactValues>
  forStay: boolean
}) {
  const { errors } = form.formState
  return (
    <Card withBorder padding="lg" component="fieldset">
      <Title order={2} size="h3" mb="sm" component="legend">
        {t('restaurant.yourDetails')}
      </Title>
      <Stack gap="sm">
        <TextInput
          label={t('restaurant.name')}
          maxLength={TEXT_LIMITS.name}
          description={forStay ? undefined : t('restaurant.nameHint')}
          autoComplete="name"
          required
          {...form.register('identifier')}
          error={errors.identifier?.message}
        />
        <TextInput
          label={t('restaurant.email')}
          maxLength={TEXT_LIMITS.email}
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={errors.email?.message}
        />
        <PhoneInput
          label={t('restaurant.phone')}
          autoComplete="tel"
          required
          description={t('phone.hint')}
          registration={form.register('contactNumber')}
          error={errors.contactNumber?.message}
        />
        <Textarea
          label={t('restaurant.specialRequests')}
          maxLength={TEXT_LIMITS.tableRequests}
          autosize
          minRows={2}
          {...form.register('specialRequests')}
          error={errors.specialRequests?.message}
        />
      </Stack>
    </Card>
  )
}
