import { Alert } from '@mantine/core'
import type { PreCheckInResponse } from '@/api/contract/pre-check-in'

/** docs/product/after-booking.md#errors: a link that answers with Message, Success and Title shows a badge (positive or warning). */
export function LinkBadge({ answer }: { answer: Pick<PreCheckInResponse, 'Success' | 'Title' | 'Message'> }) {
  return (
    <Alert
      color={answer.Success ? 'positive' : 'warning'}
      variant="light"
      title={answer.Title ?? undefined}
      role="status"
      data-testid="link-badge"
    >
      {answer.Message}
    </Alert>
  )
}
