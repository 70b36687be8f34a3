import '@/i18n/load-journey'
import { Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core'
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
import type { CardFrameSubmit, FramePaymentMethod } from '@/api/contract/card-frame'
import type { CardForm } from '@/api/contract/property'
import { currentLocale, t } from '@/i18n/i18n'
import { useOnline } from '@/sync/online'
import {
  cardFrameAddress,
  cardFrameChannel,
  CardFrameError,
  type CardFrameChannel,
  type CardFrameMode,
  type CardFrameState,
} from './card-frame-channel'

/**
 * The card step (decision 0113): the payment provider's own card form, in a same-origin frame at CardForm.FrameUrl.
 * The card number and security code stay in that frame; the app only ever holds the reference the frame gives
 * back (`pm_…`). Offline the frame is not loaded (the provider's page needs the network) and the step says so;
 * the page's own form keeps what was typed.
 */

/** The frame's height until it says its own: room for a card number, an expiry and a code, so little moves. */
export const CARD_FRAME_MIN_HEIGHT = 180
/** How long the frame has to say it is ready before the guest is offered a retry. */
export const CARD_FRAME_READY_TIMEOUT_MS = 15_000
/** How long a submit waits for the frame's answer (the provider's API is called meanwhile). */
export const CARD_FRAME_SUBMIT_TIMEOUT_MS = 45_000

export type CardFrameHandle = {
  /** The card's reference made of what the guest entered; rejects with a CardFrameError the guest can read. */
  submit: (billing: CardFrameSubmit['billing']) => Promise<FramePaymentMethod>
  /** Forget the last reference (after a decline): the next submit asks the frame again. */
  discard: () => void
}

type Props = {
  cardForm: CardForm
  mode: CardFrameMode
  /** minor units (0 for a card only saved) */
  amount: number
  currency: string
  ref?: Ref<CardFrameHandle>
  onChange?: (state: CardFrameState) => void
}

type Status = 'loading' | 'ready' | 'silent'

/**
 * The conversation with the frame now shown (a new one for each new frame: answers meant for an old one are not
 * taken for the new), what it said of itself, and the guest's handle on it.
 */
function useCardFrameConversation({ cardForm, mode, amount, currency, ref, onChange }: Props) {
  const online = useOnline()
  const [attempt, setAttempt] = useState(0)
  const [status, setStatus] = useState<Status>('loading')
  const [height, setHeight] = useState<number | null>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  const channel = useRef<CardFrameChannel | null>(null)
  const address = cardFrameAddress(
    cardForm.FrameUrl,
    { mode, amount, currency, locale: currentLocale() },
    window.location.href,
  )
  const src = address.toString()
  const origin = address.origin

  // A new address or a retry is a new frame: it has to say again that it is ready.
  const frameKey = `${attempt}|${src}`
  const [shownKey, setShownKey] = useState(frameKey)
  if (shownKey !== frameKey) {
    setShownKey(frameKey)
    setStatus('loading')
    setHeight(null)
  }
  // A frame that is ready stays when the connection drops (what the guest typed is in it); one not yet loaded
  // waits for the connection.
  const shown = online || status === 'ready'

  const changed = useRef(onChange)
  useEffect(() => {
    changed.current = onChange
  }, [onChange])

  useEffect(() => {
    const conversation = cardFrameChannel({
      target: () => frame.current?.contentWindow ?? null,
      origin,
      submitTimeoutMs: CARD_FRAME_SUBMIT_TIMEOUT_MS,
      timeoutMessage: t('cardFrame.noResult'),
      events: {
        ready: () => setStatus((s) => (s === 'silent' ? s : 'ready')),
        resize: (h) => setHeight(Math.max(CARD_FRAME_MIN_HEIGHT, Math.ceil(h))),
        change: (state) => changed.current?.(state),
      },
    })
    channel.current = conversation
    const receive = (event: MessageEvent) => void conversation.receive(event)
    window.addEventListener('message', receive)
    return () => {
      window.removeEventListener('message', receive)
      conversation.close()
    }
  }, [origin, frameKey])

  useEffect(() => {
    if (!shown || status !== 'loading') return
    const timer = setTimeout(() => setStatus('silent'), CARD_FRAME_READY_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [shown, status, frameKey])

  useImperativeHandle(
    ref,
    () => ({
      submit: (billing) =>
        status === 'ready' && channel.current
          ? channel.current.submit(billing)
          : Promise.reject(
              new CardFrameError(t(online ? 'cardFrame.notReady' : 'cardFrame.offline'), 'closed'),
            ),
      discard: () => channel.current?.discard(),
    }),
    [status, online],
  )
  const retry = () => setAttempt((n) => n + 1)
  return { online, status, height, frame, src, frameKey, shown, retry }
}

export function CardFrame(props: Props) {
  const { online, status, height, frame, src, frameKey, shown, retry } = useCardFrameConversation(props)
  return (
    <Stack gap="xs">
      {!online ? (
        <Alert color="warning" variant="light" role="status">
          {t('cardFrame.offline')}
        </Alert>
      ) : null}
      {status === 'silent' ? (
        <Alert color="negative" role="alert" title={t('cardFrame.noAnswerTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('cardFrame.noAnswer')}</Text>
            <Button size="xs" variant="white" onClick={retry}>
              {t('cardFrame.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : shown ? (
        <Box pos="relative" mih={CARD_FRAME_MIN_HEIGHT}>
          {status === 'loading' ? (
            <Group pos="absolute" top={0} left={0} gap="sm" p="sm">
              <Loader size="sm" aria-hidden="true" />
              <Text size="sm" role="status">
                {t('cardFrame.loading')}
              </Text>
            </Group>
          ) : null}
          <iframe
            key={frameKey}
            ref={frame}
            title={t('cardFrame.title')}
            src={src}
            scrolling="no"
            allow="payment"
            style={{
              display: 'block',
              width: '100%',
              height: height ?? CARD_FRAME_MIN_HEIGHT,
              border: 0,
              overflow: 'hidden',
              visibility: status === 'ready' ? 'visible' : 'hidden',
            }}
          />
        </Box>
      ) : null}
    </Stack>
  )
}
