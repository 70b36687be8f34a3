/**
 * A fake payment provider frame for component tests (decision 0113): jsdom does not load the frame's page, so the
 * test speaks for it — it posts the protocol's messages from the frame's window and answers the app's submits.
 */
import { act, screen } from '@testing-library/react'
import { vi } from 'vitest'
import type { CardFrameSubmit, FramePaymentMethod } from '@/api/contract/card-frame'

export const cardFrameElement = () => screen.getByTitle('Card details') as HTMLIFrameElement

function fromFrame(data: unknown): void {
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: window.location.origin,
      source: cardFrameElement().contentWindow,
    }),
  )
}

export const aPaymentMethod = (id: string): FramePaymentMethod => ({
  id,
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2031,
})

/** What the frame answers to a submit: a card, or its own words. */
export type FrameAnswer = { paymentMethod: FramePaymentMethod } | { message: string }

/**
 * Waits for the card frame, says it is ready, and answers each submit the app posts with the next of `answers`.
 * Returns the submits received.
 */
export async function fakeCardFrame(answers: FrameAnswer[]): Promise<CardFrameSubmit[]> {
  await screen.findByTitle('Card details')
  const received: CardFrameSubmit[] = []
  const frameWindow = cardFrameElement().contentWindow as Window
  vi.spyOn(frameWindow, 'postMessage').mockImplementation((message: unknown) => {
    const submit = message as CardFrameSubmit
    received.push(submit)
    const answer = answers.shift()
    if (!answer) return
    setTimeout(() =>
      fromFrame(
        'paymentMethod' in answer
          ? { channel: 'card-frame', type: 'result', requestId: submit.requestId, ...answer }
          : { channel: 'card-frame', type: 'error', requestId: submit.requestId, ...answer },
      ),
    )
  })
  act(() => fromFrame({ channel: 'card-frame', type: 'ready' }))
  return received
}

/** The guest changed what is in the frame (another card after a decline, say). */
export function cardChanged(): void {
  act(() => fromFrame({ channel: 'card-frame', type: 'change', complete: true, brand: 'visa', error: null }))
}
