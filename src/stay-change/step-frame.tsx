import { Alert, Container, Stack, Text, Title } from '@mantine/core'
import type { ReactNode, Ref } from 'react'

/**
 * The page around a change flow's step: its heading (focused on each new step, see useChangeFlow), what the
 * change is of, a note while offline, then the step.
 */
export function StepFrame({
  headingRef,
  title,
  subtitle,
  beforeOfflineNote = null,
  offlineNote,
  children,
}: {
  headingRef: Ref<HTMLHeadingElement>
  title: string
  subtitle: string
  /** shown between the heading and the offline note, e.g. what the link that opened the page said */
  beforeOfflineNote?: ReactNode
  /** null: the guest is online, or the step needs no note */
  offlineNote: string | null
  children: ReactNode
}) {
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            {title}
          </Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        {beforeOfflineNote}
        {offlineNote ? (
          <Alert color="info" variant="light" role="status">
            {offlineNote}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </Container>
  )
}
