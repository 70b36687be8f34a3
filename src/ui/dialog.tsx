import { Group, Modal } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A modal dialog named by its title, with a labelled close button. Built from Mantine's parts because the
 * stock Modal renders its title bar as a <header>, which screen readers announce as a second page banner.
 */
export function Dialog({
  opened,
  onClose,
  title,
  closeLabel,
  children,
}: {
  opened: boolean
  onClose: () => void
  title: string
  closeLabel: string
  children: ReactNode
}) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Group justify="space-between" wrap="nowrap" px="md" pt="md">
          <Modal.Title fw={700} fz="lg">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label={closeLabel} />
        </Group>
        <Modal.Body pt="md">{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  )
}
