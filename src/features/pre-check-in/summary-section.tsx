import { Card, Group, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import type { PreCheckInDraft } from './draft'
import type { StepProps } from './pre-check-in-step'

// A section of the pre-check-in Summary: its title, the way back to the step that edits it, what it holds.

export type SectionProps = Pick<StepProps, 'draft' | 'go'>

export function Section({
  title,
  action,
  children,
}: {
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  )
}

export const itemOf = (draft: PreCheckInDraft, reservationItemId: number) =>
  draft.reservation.ReservationItems.find((i) => i.ReservationItemId === reservationItemId)
