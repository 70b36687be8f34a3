import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { t } from '@/i18n/i18n'
import { ProblemAlert } from '@/ui/problem-alert'
import type { CheckoutFailure } from './use-create-booking'

// The end of the checkout form: what is paid now, the one Confirm, and why the last Confirm did not book.

/** Why Confirm did not book; a room gone meanwhile offers the way back to the rooms. */
export function FailureAlert({ failure, propertyCode }: { failure: CheckoutFailure; propertyCode: string }) {
  return (
    <ProblemAlert problem={failure} title={t('checkout.notBooked')}>
      <Stack gap="xs">
        <Text size="sm">{failure.message}</Text>
        {failure.roomGone ? (
          <Anchor component={Link} to={`/Book/${propertyCode}/Rooms-And-Rates`}>
            {t('checkout.backToRooms')}
          </Anchor>
        ) : null}
      </Stack>
    </ProblemAlert>
  )
}

export function ConfirmRow({ payNowText, pending }: { payNowText: string | null; pending: boolean }) {
  return (
    <Group justify="space-between" align="center">
      <Text fw={600}>
        {payNowText ? t('checkout.payNowLine', { amount: payNowText }) : t('checkout.nothingNow')}
      </Text>
      {/* As wide as the screen on a phone, under the thumb. */}
      <Button type="submit" size="lg" w={{ base: '100%', xs: 'auto' }} loading={pending} disabled={pending}>
        {t('checkout.confirm')}
      </Button>
    </Group>
  )
}
