import { Card, Stack, Textarea, Title } from '@mantine/core'
import { TEXT_LIMITS } from '@/api/contract/common'
import { t } from '@/i18n/i18n'
import type { UseFormReturn } from 'react-hook-form'
import type { CheckoutValues } from './checkout-schema'

// One free-text box for the hotel (decision 0139): requests and anything else the guest wants to say travel as
// the booking's Notes; the booking's Comment stays for what the hotel writes, not asked of the guest.

type FormProps = { form: UseFormReturn<CheckoutValues> }

export function AdditionalInformationCard({ form }: FormProps) {
  const { errors } = form.formState
  return (
    <Card withBorder padding="lg" component="fieldset" className="fieldset-card">
      <Title order={2} size="h3" mb="sm" component="legend">
        {t('checkout.additionalInformation')}
      </Title>
      <Stack gap="sm">
        <Textarea
          label={t('checkout.specialRequests')}
          description={t('checkout.specialRequestsHint')}
          autosize
          minRows={3}
          maxLength={TEXT_LIMITS.requests}
          {...form.register('specialRequests')}
          error={errors.specialRequests?.message}
        />
      </Stack>
    </Card>
  )
}
