import { Button, Container, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A full-width page with a heading, a sentence and what the guest can do next. */
export function MessagePage({
  title,
  children,
  actions,
}: {
  title: string
  children: ReactNode
  actions?: ReactNode
}) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text size="lg">{children}</Text>
        {actions}
      </Stack>
    </Container>
  )
}

export function LinkButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button component="a" href={href} w="fit-content">
      {children}
    </Button>
  )
}
