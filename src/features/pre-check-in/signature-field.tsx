import { Button, Group, Input, Stack, Text, TextInput } from '@mantine/core'
import { useRef, useState, type PointerEvent } from 'react'
import { TYPED_SIGNATURE_PREFIX, REGISTRATION_LIMITS } from '@/domain/registration'
import { t } from '@/i18n/i18n'

// The canvas's own pixels: small enough that a drawn PNG stays well under the signature's bound.
const WIDTH = 480
const HEIGHT = 140

/** The canvas's pointer handlers: a stroke per press, the PNG handed on when the finger lifts. */
function useSignaturePad(onChange: (next: string) => void) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const drawing = useRef(false)
  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect()
    return {
      x: ((e.clientX - box.left) / Math.max(1, box.width)) * WIDTH,
      y: ((e.clientY - box.top) / Math.max(1, box.height)) * HEIGHT,
    }
  }
  const end = () => {
    if (!drawing.current || !canvas.current) return
    drawing.current = false
    onChange(canvas.current.toDataURL('image/png'))
  }
  return {
    canvas,
    clear: () => {
      canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT)
      onChange('')
    },
    handlers: {
      onPointerDown: (e: PointerEvent<HTMLCanvasElement>) => {
        const ctx = e.currentTarget.getContext('2d')
        if (!ctx) return
        e.currentTarget.setPointerCapture(e.pointerId)
        drawing.current = true
        const { x, y } = point(e)
        ctx.lineWidth = 2.5
        ctx.lineCap = 'round'
        ctx.strokeStyle = '#1a1b1e'
        ctx.beginPath()
        ctx.moveTo(x, y)
      },
      onPointerMove: (e: PointerEvent<HTMLCanvasElement>) => {
        const ctx = e.currentTarget.getContext('2d')
        if (!drawing.current || !ctx) return
        const { x, y } = point(e)
        ctx.lineTo(x, y)
        ctx.stroke()
      },
      onPointerUp: end,
      onPointerCancel: end,
    },
  }
}

type FieldProps = { id: string; value: string; onChange: (next: string) => void; switchTo: () => void }

function TypedSignature({ id, value, onChange, switchTo }: FieldProps) {
  return (
    <Stack gap="xs">
      <TextInput
        id={id}
        aria-label={t('preCheckIn.registration.typedName')}
        placeholder={t('preCheckIn.registration.typedName')}
        maxLength={REGISTRATION_LIMITS.typedSignature}
        value={value.slice(TYPED_SIGNATURE_PREFIX.length)}
        onChange={(e) =>
          onChange(e.currentTarget.value ? TYPED_SIGNATURE_PREFIX + e.currentTarget.value : '')
        }
        styles={{ input: { fontFamily: 'cursive', fontSize: '1.25rem' } }}
      />
      <Group>
        <Button variant="subtle" size="compact-sm" onClick={switchTo}>
          {t('preCheckIn.registration.drawInstead')}
        </Button>
      </Group>
    </Stack>
  )
}

function DrawnSignature({ id, value, onChange, switchTo }: FieldProps) {
  const pad = useSignaturePad(onChange)
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('preCheckIn.registration.signatureHint')}
      </Text>
      <canvas
        ref={pad.canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={t('preCheckIn.registration.signatureBox')}
        data-testid="signature-pad"
        {...pad.handlers}
        style={{
          width: '100%',
          maxWidth: WIDTH,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          background: '#fff',
          touchAction: 'none',
        }}
      />
      <Group gap="sm">
        {value ? (
          <Text size="sm" aria-live="polite">
            {t('preCheckIn.registration.signed')}
          </Text>
        ) : null}
        <Button variant="subtle" size="compact-sm" onClick={pad.clear}>
          {t('preCheckIn.registration.signatureClear')}
        </Button>
        <Button id={id} variant="subtle" size="compact-sm" onClick={switchTo}>
          {t('preCheckIn.registration.typeInstead')}
        </Button>
      </Group>
    </Stack>
  )
}

/**
 * A signature drawn with a finger, pen or mouse (pointer events on a canvas, sent as a PNG data URL), or typed
 * instead (`typed:` and the name): the typed way is also how a keyboard or screen reader user signs.
 */
export function SignatureField({
  id,
  value,
  onChange,
  error,
}: {
  /** given to the control that takes the focus when the signature is missing */
  id: string
  value: string
  onChange: (next: string) => void
  error?: string
}) {
  const [typing, setTyping] = useState(value.startsWith(TYPED_SIGNATURE_PREFIX))
  const switchTo = (typed: boolean) => () => {
    setTyping(typed)
    onChange('')
  }
  const props = { id, value, onChange }
  return (
    <Input.Wrapper label={t('preCheckIn.registration.signature')} error={error} required>
      {typing ? (
        <TypedSignature {...props} switchTo={switchTo(false)} />
      ) : (
        <DrawnSignature {...props} switchTo={switchTo(true)} />
      )}
    </Input.Wrapper>
  )
}
