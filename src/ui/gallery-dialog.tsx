import { ActionIcon, Group, Modal, Stack, Text, useDirection } from '@mantine/core'
import { useWindowEvent } from '@mantine/hooks'
import { useRef, useState, type PointerEvent } from 'react'
import { t } from '@/i18n/i18n'

export type GalleryImage = { Url: string; Alt: string }

/** A horizontal move of at least this many pixels between press and release turns the picture. */
const SWIPE_PX = 40

type Props = {
  opened: boolean
  onClose: () => void
  images: readonly GalleryImage[]
  name: string
}

/**
 * The pictures full screen, one at a time (decision 0141): previous and next buttons, the arrow keys, a swipe
 * (pointer events, so a finger, a pen and a dragged mouse alike), "2 of 5", Escape or the close button to leave.
 * In a right-to-left language "next" lies to the left: the arrow keys, the swipe and the chevrons follow.
 */
export function GalleryDialog({ opened, onClose, images, name }: Props) {
  const [index, setIndex] = useState(0)
  const rtl = useDirection().dir === 'rtl'
  const count = images.length
  const go = (step: 1 | -1) => setIndex((i) => (i + step + count) % count)
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
  const back = rtl ? 'ArrowRight' : 'ArrowLeft'
  useWindowEvent('keydown', (event) => {
    if (!opened || count < 2) return
    if (event.key === forward) go(1)
    else if (event.key === back) go(-1)
  })
  const pressedAt = useRef<number | null>(null)
  const onPointerUp = (event: PointerEvent) => {
    const from = pressedAt.current
    pressedAt.current = null
    if (from === null || count < 2) return
    const moved = event.clientX - from
    if (Math.abs(moved) < SWIPE_PX) return
    // A finger moving left brings the next picture in (from the right), mirrored in right-to-left.
    go(moved < 0 !== rtl ? 1 : -1)
  }
  const image = images[Math.min(index, count - 1)]
  if (!image) return null
  return (
    <Modal.Root opened={opened} onClose={onClose} fullScreen returnFocus={false}>
      <Modal.Overlay />
      <Modal.Content>
        <Group justify="space-between" wrap="nowrap" px="md" pt="md">
          <Modal.Title fw={700} fz="lg">
            {name}
          </Modal.Title>
          <Modal.CloseButton aria-label={t('gallery.close')} />
        </Group>
        <Modal.Body pt="md">
          <Stack gap="sm" align="center">
            <figure
              style={{ margin: 0, width: '100%', touchAction: 'pan-y', userSelect: 'none' }}
              onPointerDown={(event) => {
                pressedAt.current = event.clientX
              }}
              onPointerUp={onPointerUp}
              onPointerCancel={() => {
                pressedAt.current = null
              }}
            >
              <img
                src={image.Url}
                alt={image.Alt || name}
                draggable={false}
                style={{
                  display: 'block',
                  margin: '0 auto',
                  maxWidth: '100%',
                  maxHeight: 'calc(100dvh - 190px)',
                  objectFit: 'contain',
                }}
              />
              {image.Alt ? (
                <Text component="figcaption" ta="center" size="sm" mt="xs" aria-hidden="true">
                  {image.Alt}
                </Text>
              ) : null}
            </figure>
            <Group gap="lg" wrap="nowrap">
              <Turn label={t('gallery.previous')} onClick={() => go(-1)} disabled={count < 2} flip={!rtl} />
              <Text aria-live="polite" miw="5em" ta="center">
                {t('gallery.position', { index: index + 1, count })}
              </Text>
              <Turn label={t('gallery.next')} onClick={() => go(1)} disabled={count < 2} flip={rtl} />
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  )
}

/** A chevron button; `flip` points it to the left. */
function Turn({
  label,
  onClick,
  disabled,
  flip,
}: {
  label: string
  onClick: () => void
  disabled: boolean
  flip: boolean
}) {
  return (
    <ActionIcon
      variant="default"
      size="xl"
      radius="xl"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden="true"
        focusable="false"
        style={flip ? { transform: 'scaleX(-1)' } : undefined}
      >
        <path d="M9 5l7 7-7 7" />
      </svg>
    </ActionIcon>
  )
}
