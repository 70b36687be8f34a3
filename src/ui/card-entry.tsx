import '@/i18n/load-journey'
import { ProblemAlert } from './problem-alert'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { errorMessage } from '@/api/api-error'
import type { CardDetails } from '@/api/contract/common'
import type { CardUpdateResponse } from '@/api/contract/manage-booking'
import { useRouteProperty } from '@/api/route-property'
import { t } from '@/i18n/i18n'
import { CardFrame, type CardFrameHandle } from './card-frame'
import { CardFrameError } from './card-frame-channel'
import { showNotice } from './notices'

/**
 * One card saved for one stay: manage booking's "replace the card" and pre-check-in's card step. The card is
 * entered in the payment provider's frame (decision 0113), which gives its reference; only that reference goes
 * to UpdateCard / SaveCard. When the bank wants the guest to confirm the card, the answer's RedirectUrl is its
 * challenge, which comes back to the same page with `setup_intent` in the address (CardSetupReturn below).
 */

/** What UpdateCard / SaveCard is sent: the card's reference, or the saving the guest is back from. */
export type CardUpdate = { CardDetails: CardDetails } | { SetupId: string }
export type CardSender = (update: CardUpdate) => Promise<CardUpdateResponse>
type SavedCard = NonNullable<CardUpdateResponse['Card']>

export type CardEntry = ReturnType<typeof useCardEntry>

/** The provider's frame, the request of one card entry, and what went wrong, if anything. */
export function useCardEntry({
  name,
  emailAddress,
  send,
  onSaved,
}: {
  /** the card holder as the booking knows them (billing details for the provider) */
  name: string
  emailAddress: string
  send: CardSender
  onSaved: (card: SavedCard) => void
}) {
  const frame = useRef<CardFrameHandle>(null)
  const save = useMutation({
    mutationFn: async () => {
      if (!frame.current) throw new CardFrameError(t('cardFrame.notReady'), 'closed')
      const card = await frame.current.submit({ name: name || null, email: emailAddress || null })
      return send({
        CardDetails: {
          PaymentMethodId: card.id,
          SaveCreditCardToIndividual: false,
          NameOnCard: name || null,
          EmailAddress: emailAddress || null,
        },
      })
    },
    onSuccess: (answer) => {
      // The bank's challenge first; it comes back here (CardSetupReturn).
      if (answer.RedirectUrl) return window.location.assign(answer.RedirectUrl)
      if (answer.Success && answer.Card) onSaved(answer.Card)
      else frame.current?.discard()
    },
  })
  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (!save.isPending) save.mutate()
  }
  const declined = save.data && !save.data.Success ? save.data.Message || t('errors.error') : null
  const failed = !save.isError
    ? null
    : save.error instanceof CardFrameError
      ? save.error.message
      : errorMessage(save.error, t('errors.error'))
  return { frame, save, submit, reset: () => save.reset(), problem: declined ?? failed }
}

/** The provider's card frame of a card entry: the card is saved, not charged. */
export function CardEntryFields({ entry }: { entry: CardEntry }) {
  const property = useRouteProperty()
  return (
    <CardFrame
      ref={entry.frame}
      cardForm={property.CardForm}
      mode="setup"
      amount={0}
      currency={property.Currency}
    />
  )
}

/** The answer that kept no card: the bank's decline, the frame's message or why the request failed. */
export function CardEntryProblem({ entry, title }: { entry: CardEntry; title?: string }) {
  if (!entry.problem) return null
  return (
    <ProblemAlert problem={entry.problem} title={title}>
      {entry.problem}
    </ProblemAlert>
  )
}

/** What the provider adds to the address it sends the guest back to (Stripe's names). */
const RETURN_PARAMETERS = ['setup_intent', 'setup_intent_client_secret', 'redirect_status'] as const

/**
 * Back from the bank's challenge of a card saving (`?setup_intent=seti_…&redirect_status=…`): asks the same call
 * to finish that saving (SetupId, no card), says the outcome, and takes the parameters out of the address (a
 * reload must not send it again, and the client secret has no business staying in the history).
 */
export function CardSetupReturn({ send, onSaved }: { send: CardSender; onSaved: (card: SavedCard) => void }) {
  const [params, setParams] = useSearchParams()
  const setupId = params.get('setup_intent')
  const finish = useMutation({
    mutationFn: (id: string) => send({ SetupId: id }),
    onSuccess: (answer) => {
      if (answer.Success && answer.Card) {
        onSaved(answer.Card)
        showNotice({ kind: 'positive', message: t('cardFrame.cardSaved') })
      } else showNotice({ kind: 'negative', message: answer.Message || t('cardFrame.cardNotSaved') })
    },
    onError: (error) =>
      showNotice({ kind: 'negative', message: errorMessage(error, t('cardFrame.cardNotSaved')) }),
  })
  const started = useRef<string | null>(null)
  useEffect(() => {
    if (!setupId || started.current === setupId) return
    started.current = setupId
    finish.mutate(setupId)
    const rest = new URLSearchParams(params)
    for (const name of RETURN_PARAMETERS) rest.delete(name)
    setParams(rest, { replace: true })
  }, [setupId, params, setParams, finish])
  return null
}
