import { Image, UnstyledButton } from '@mantine/core'
import { lazy, Suspense, useRef, useState } from 'react'
import { t } from '@/i18n/i18n'
import './gallery-opener.css'
import type { GalleryImage } from './gallery-dialog'

// The full-screen dialog is its own chunk: a guest who never opens a gallery never downloads it.
const loadDialog = () => import('./gallery-dialog')
const GalleryDialog = lazy(() => loadDialog().then((m) => ({ default: m.GalleryDialog })))

type Props = {
  images: readonly GalleryImage[]
  /** what the pictures show, e.g. the room type's name */
  name: string
  /** the page's first picture loads at once (its LCP), the others when scrolled near */
  eager: boolean
}

/**
 * The first picture as a button, "Show 5 photos of Classic Double", that opens the gallery full screen (decision
 * 0141). Focus comes back to the button when the gallery closes: the dialog mounts open, so Mantine's own focus
 * return (which records the focused element on a change of `opened`, not on mount) would not know where to go.
 */
export function GalleryOpener({ images, name, eager }: Props) {
  const [opened, setOpened] = useState(false)
  const [mounted, setMounted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const first = images[0]
  if (!first) return null
  const close = () => {
    setOpened(false)
    setTimeout(() => button.current?.focus(), 0)
  }
  return (
    <>
      <UnstyledButton
        ref={button}
        className="gallery-opener"
        display="block"
        w="100%"
        pos="relative"
        aria-label={t('gallery.open', { count: images.length, name })}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true)
          setOpened(true)
        }}
      >
        <Image
          src={first.Url}
          alt=""
          h={200}
          fit="cover"
          width={800}
          height={200}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
        />
        {images.length > 1 ? <PhotoCount count={images.length} /> : null}
      </UnstyledButton>
      {mounted ? (
        <Suspense fallback={null}>
          <GalleryDialog opened={opened} onClose={close} images={images} name={name} />
        </Suspense>
      ) : null}
    </>
  )
}

/** A picture-stack icon and the number of pictures, over the corner of the first (the button's name says it). */
function PhotoCount({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      style={{
        position: 'absolute',
        insetInlineEnd: 8,
        insetBlockEnd: 8,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        padding: '2px 8px',
        borderRadius: 12,
        background: 'rgba(0, 0, 0, 0.72)',
        color: '#fff',
        fontSize: 14,
        fontWeight: 600,
      }}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="7" width="14" height="12" rx="2" />
        <path d="M7 4h12a2 2 0 0 1 2 2v10" />
      </svg>
      {count}
    </span>
  )
}
