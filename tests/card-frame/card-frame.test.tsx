import { MantineProvider } from '@mantine/core'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CardFrameSubmit } from '@/api/contract/card-frame'
import { CARD_FRAME_READY_TIMEOUT_MS, CardFrame, type CardFrameHandle } from '@/ui/card-frame'

// A fake provider frame: the test posts the protocol's messages as the frame's window would (jsdom does not load
// the frame's page), and reads what the app posts to it.
const CARD_FORM = { Provider: 'TestProvider', FrameUrl: '/test-provider/card-frame' } as const
const PM = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 }

afterEach(() => {
  vi.useRealTimers()
})

function renderFrame(onChange = vi.fn()) {
  const handle = createRef<CardFrameHandle>()
  render(
    <MantineProvider>
      <CardFrame
        ref={handle}
        cardForm={CARD_FORM}
        mode="payment"
        amount={12050}
        currency="GBP"
        onChange={onChange}
      />
    </MantineProvider>,
  )
  return { handle, onChange }
}

const frameElement = () => screen.getByTitle('Card details') as HTMLIFrameElement

/** A message of the frame, as its window posts it to the page. */
function fromFrame(data: unknown, source: Window | null = frameElement().contentWindow) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source }))
  })
}

describe('the card step frame', () => {
  it('loads the provider’s frame with the step’s parameters, waits for ready and takes its height', () => {
    const { onChange } = renderFrame()
    const src = new URL(frameElement().src)
    expect(src.pathname).toBe('/test-provider/card-frame')
    expect(Object.fromEntries(src.searchParams)).toEqual({
      mode: 'payment',
      amount: '12050',
      currency: 'GBP',
      locale: 'en-GB',
    })
    expect(screen.getByRole('status')).toHaveTextContent('Loading the secure card form…')

    fromFrame({ channel: 'card-frame', type: 'ready' })
    expect(screen.queryByText('Loading the secure card form…')).not.toBeInTheDocument()
    fromFrame({ channel: 'card-frame', type: 'resize', height: 312.4 })
    expect(frameElement().style.height).toBe('313px')
    fromFrame({ channel: 'card-frame', type: 'change', complete: false, brand: 'visa', error: null })
    expect(onChange).toHaveBeenCalledWith({ complete: false, brand: 'visa', error: null })
  })

  it('submits to the frame and resolves with the result of that request; rejects with the frame’s error', async () => {
    const { handle } = renderFrame()
    const posted = vi.spyOn(frameElement().contentWindow as Window, 'postMessage')
    fromFrame({ channel: 'card-frame', type: 'ready' })

    const made = handle.current!.submit({ name: 'Ada Lovelace', email: 'ada@example.com' })
    const [message, origin] = posted.mock.calls[0] as [CardFrameSubmit, string]
    expect(origin).toBe(window.location.origin)
    expect(message).toMatchObject({
      channel: 'card-frame',
      type: 'submit',
      billing: { name: 'Ada Lovelace' },
    })
    fromFrame({ channel: 'card-frame', type: 'result', requestId: message.requestId, paymentMethod: PM })
    await expect(made).resolves.toEqual(PM)

    fromFrame({ channel: 'card-frame', type: 'change', complete: true, brand: 'visa', error: null })
    const again = handle.current!.submit({ name: null, email: null })
    const [second] = posted.mock.calls[1] as [CardFrameSubmit, string]
    fromFrame({
      channel: 'card-frame',
      type: 'error',
      requestId: second.requestId,
      message: 'Card declined.',
    })
    await expect(again).rejects.toThrow('Card declined.')
  })

  it('ignores a message from another window, another origin or not of the protocol', () => {
    renderFrame()
    fromFrame({ channel: 'card-frame', type: 'ready' }, window)
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { channel: 'card-frame', type: 'ready' },
          origin: 'https://evil.example',
          source: frameElement().contentWindow,
        }),
      )
    })
    fromFrame({ channel: 'card-frame', type: 'result', requestId: 'x', paymentMethod: { id: 'pm_1' } })
    fromFrame({ type: 'ready' })
    fromFrame({ channel: 'card-frame', type: 'resize', height: 'tall' })
    expect(screen.getByText('Loading the secure card form…')).toBeInTheDocument()
    expect(frameElement().style.height).toBe('180px')
  })

  it('offers a retry when the frame says nothing within 15 seconds', () => {
    vi.useFakeTimers()
    renderFrame()
    act(() => {
      vi.advanceTimersByTime(CARD_FRAME_READY_TIMEOUT_MS)
    })
    expect(screen.getByRole('alert')).toHaveTextContent('The card form did not load')
    expect(screen.queryByTitle('Card details')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(frameElement()).toBeInTheDocument()
    expect(screen.getByText('Loading the secure card form…')).toBeInTheDocument()
  })

  it('does not submit before the frame is ready', async () => {
    const { handle } = renderFrame()
    await expect(handle.current!.submit({ name: null, email: null })).rejects.toThrow(/not ready/)
  })

  it('offline: no frame, says paying needs a connection; back online the frame loads', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderFrame()
    expect(screen.queryByTitle('Card details')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(/needs a connection.*kept/)

    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(frameElement()).toBeInTheDocument()
    expect(screen.queryByText(/needs a connection/)).not.toBeInTheDocument()
    onLine.mockRestore()
  })
})
