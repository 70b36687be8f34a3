import '@/i18n/load-journey'
import { Badge, Group, Modal, Stack, Text, Title } from '@mantine/core'
import type { RatePlanOption } from '@/api/contract/availability'
import { t } from '@/i18n/i18n'

/**
 * The rate plan info dialog: what the rate includes, its tags, its cancellation terms and how it is paid. The
 * terms are the words of the row that opened it (with that room's amounts), so the two never differ. Mantine's
 * Modal keeps the focus inside while open and gives it back to the button that opened it.
 */
export function RatePlanInfoDialog({
  ratePlan,
  cancellationWords,
  onClose,
}: {
  ratePlan: RatePlanOption | null
  cancellationWords: string
  onClose: () => void
}) {
  return (
    <Modal
      opened={ratePlan !== null}
      onClose={onClose}
      title={ratePlan?.RatePlanName ?? ''}
      centered
      closeButtonProps={{ 'aria-label': t('rooms.closeDialog') }}
      // The dialog's title bar is not the page's banner landmark.
      attributes={{ header: { role: 'presentation' } }}
    >
      {ratePlan ? (
        <Stack gap="sm">
          <Text>{ratePlan.RatePlanDescription}</Text>
          {ratePlan.Tags.length > 0 ? (
            <Group gap={4}>
              {ratePlan.Tags.map((tag) => (
                <Badge key={tag} size="sm" variant="outline">
                  {tag}
                </Badge>
              ))}
            </Group>
          ) : null}
          {ratePlan.Details.length > 0 ? (
            <Stack gap={2} component="ul" style={{ paddingInlineStart: '1.2rem', margin: 0 }}>
              {ratePlan.Details.map((d) => (
                <Text component="li" key={d} size="sm">
                  {d}
                </Text>
              ))}
            </Stack>
          ) : null}
          <Title order={3} size="h5">
            {t('rooms.policy')}: {ratePlan.Policy.Name}
          </Title>
          <Text size="sm">{cancellationWords}</Text>
          <Text size="sm">{ratePlan.Policy.Description}</Text>
          {ratePlan.Promotion ? (
            <Text size="sm" c="positive.8">
              {t('rooms.promotionApplied', {
                name: ratePlan.Promotion.Name,
                percent: ratePlan.Promotion.DiscountPercentage,
              })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  )
}
