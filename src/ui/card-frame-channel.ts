/**
 * The app's end of the payment provider's card frame (decision 0113; the messages are src/api/contract/card-frame.ts).
 * Pure of React, so the rules of who may speak are tested on their own.
 *
 * Trap: any window can post a message to this page (an extension, another tab's frame, a script the frame's page
 * loads). A message counts only when it comes from our frame's own window, from the frame's origin, and parses as
 * the protocol says; everything else is dropped without a word, never cast, never logged (it could hold anything).
 */
import * as v from 'valibot'
import { CardFrameMessage, type CardFrameSubmit, type FramePaymentMethod } from '@/api/contract/card-frame'

export type CardFrameMode = 'payment' | 'setup'

/** What the frame's address carries besides CardForm.FrameUrl's own parameters (Stripe's page: its `key`). */
export type CardFrameParams = {
  mode: CardFrameMode
  /** minor units; 0 when a card is only saved */
  amount: number
  currency: string
  locale: string
}

/** The frame's address: FrameUrl resolved against the page, with the card step's parameters added. */
export function cardFrameAddress(frameUrl: string, params: CardFrameParams, page: string): URL {
  const url = new URL(frameUrl, page)
  url.searchParams.set('mode', params.mode)
  url.searchParams.set('amount', String(Math.max(0, Math.round(params.amount))))
  url.searchParams.set('currency', params.currency)
  url.searchParams.set('locale', params.locale)
  return url
}

/** Why a submit gave no card: the frame's own words (declined, incomplete), no answer in time, or no frame. */
export class CardFrameError extends Error {
  constructor(
    message: string,
    readonly reason: 'frame' | 'timeout' | 'closed',
  ) {
    super(message)
    this.name = 'CardFrameError'
  }
}

/** What the frame says of the card as the guest types. */
export type CardFrameState = { complete: boolean; brand: string | null; error: string | null }

export type CardFrameEvents = {
  ready: () => void
  resize: (height: number) => void
  change: (state: CardFrameState) => void
}

type Options = {
  /** the frame's window now (null while it is not in the page) */
  target: () => Window | null
  /** the frame's origin: new URL(FrameUrl, location.href).origin */
  origin: string
  events: CardFrameEvents
  /** how long a submit waits for its answer */
  submitTimeoutMs: number
  /** the words of an unanswered submit (the caller's language) */
  timeoutMessage: string
  newRequestId?: () => string
}

type Waiting = {
  resolve: (pm: FramePaymentMethod) => void
  reject: (error: Error) => void
  timer: ReturnType<typeof setTimeout>
}

/** The part of a MessageEvent this looks at. */
export type ReceivedMessage = Pick<MessageEvent, 'source' | 'origin' | 'data'>

/**
 * One frame's conversation. `receive` takes every message of the page and acts on ours only; `submit` asks for
 * the card's reference. The last reference is given again until the card changes (a `change` message) or
 * `discard` is called: pressing Confirm twice for one card (an answer lost on the way) must send the same request,
 * so that its idempotency key books once (decision 0012); a declined card is discarded, so the next try is new.
 */
export function cardFrameChannel(options: Options) {
  const waiting = new Map<string, Waiting>()
  let kept: FramePaymentMethod | null = null
  const newRequestId = options.newRequestId ?? (() => crypto.randomUUID())

  const settle = (requestId: string, outcome: { pm: FramePaymentMethod } | { error: Error }) => {
    const entry = waiting.get(requestId)
    if (!entry) return // a late answer to a submit that already timed out, or someone else's
    waiting.delete(requestId)
    clearTimeout(entry.timer)
    if ('pm' in outcome) {
      kept = outcome.pm
      entry.resolve(outcome.pm)
    } else entry.reject(outcome.error)
  }

  return {
    /** Handles a message of the page if it is our frame's; says whether it was. */
    receive(event: ReceivedMessage): boolean {
      const target = options.target()
      if (!target || event.source !== target || event.origin !== options.origin) return false
      const parsed = v.safeParse(CardFrameMessage, event.data)
      if (!parsed.success) return false
      const message = parsed.output
      switch (message.type) {
        case 'ready':
          options.events.ready()
          break
        case 'resize':
          options.events.resize(message.height)
          break
        case 'change':
          kept = null
          options.events.change({ complete: message.complete, brand: message.brand, error: message.error })
          break
        case 'result':
          settle(message.requestId, { pm: message.paymentMethod })
          break
        case 'error':
          settle(message.requestId, { error: new CardFrameError(message.message, 'frame') })
          break
      }
      return true
    },

    /** The card's reference, made by the frame of what the guest entered (or the last one, unchanged since). */
    submit(billing: CardFrameSubmit['billing']): Promise<FramePaymentMethod> {
      if (kept) return Promise.resolve(kept)
      const target = options.target()
      if (!target) return Promise.reject(new CardFrameError(options.timeoutMessage, 'closed'))
      const requestId = newRequestId()
      const message: CardFrameSubmit = { channel: 'card-frame', type: 'submit', requestId, billing }
      return new Promise<FramePaymentMethod>((resolve, reject) => {
        const timer = setTimeout(
          () => settle(requestId, { error: new CardFrameError(options.timeoutMessage, 'timeout') }),
          options.submitTimeoutMs,
        )
        waiting.set(requestId, { resolve, reject, timer })
        target.postMessage(message, options.origin)
      })
    },

    /** Forgets the last reference: the next submit makes a new one (after a decline, say). */
    discard(): void {
      kept = null
    },

    /** The frame is gone: whatever waits for it fails now rather than at its timeout. */
    close(): void {
      for (const requestId of [...waiting.keys()])
        settle(requestId, { error: new CardFrameError(options.timeoutMessage, 'closed') })
      kept = null
    },
  }
}

export type CardFrameChannel = ReturnType<typeof cardFrameChannel>
