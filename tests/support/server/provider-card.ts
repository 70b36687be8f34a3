/**
 * A card typed into the built-in provider's card frame (decision 0113): the frame's own call, with the
 * publishable key, to the provider's pages under /test-provider/ (never /api/). The number and the security code
 * go there and only there; what comes back, the provider's reference (`pm_…`), is all our API is ever sent.
 */
export type TypedCard = { number: string; securityCode: string; expMonth?: number; expYear?: number }

export async function cardFromFrame(server: { url: string }, card: TypedCard): Promise<string> {
  const res = await fetch(`${server.url}/test-provider/v1/payment_methods`, {
    method: 'POST',
    headers: {
      Authorization: 'Bearer pk_test_builtin',
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': card.number.replace(/\s/g, ''),
      'card[exp_month]': String(card.expMonth ?? 12),
      'card[exp_year]': String(card.expYear ?? 2030),
      'card[cvc]': card.securityCode,
    }).toString(),
  })
  const body = (await res.json()) as { id?: string; error?: { message?: string } }
  if (res.status !== 200 || !body.id?.startsWith('pm_'))
    throw new Error(`The card frame refused the card: ${res.status} ${body.error?.message ?? ''}`)
  return body.id
}
