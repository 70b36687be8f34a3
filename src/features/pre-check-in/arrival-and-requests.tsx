import { Card, Stack, TextInput, Textarea } from '@mantine/core'
import { TEXT_LIMITS } from '@/api/contract/common'
import { t } from '@/i18n/i18n'
import type { StepProps } from './pre-check-in-step'

/** When the guest expects to arrive (where the hotel asks) and what they would like. */
export function ArrivalAndRequests({
  draft,
  update,
  askArrivalTime,
}: Pick<StepProps, 'draft' | 'update'> & { askArrivalTime: boolean }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        {askArrivalTime ? (
          <TextInput
            type="time"
            label={t('preCheckIn.arrivalTime')}
            description={t('preCheckIn.arrivalTimeHint')}
            value={draft.estimatedArrivalTime}
            onChange={(e) => update({ ...draft, estimatedArrivalTime: e.currentTarget.value })}
            w={220}
          />
        ) : null}
        <Textarea
          label={t('preCheckIn.specialRequests')}
          autosize
          minRows={2}
          maxLength={TEXT_LIMITS.requests}
          value={draft.specialRequests}
          onChange={(e) => update({ ...draft, specialRequests: e.currentTarget.value })}
        />
      </Stack>
    </Card>
  )
}
