/**
 * Cards kept on a guest account. A kept card is the gateway token of a booking made with "save for future use"
 * while logged in; the newest booking that used a token stands for it (its id is the CreditCardId).
 */
import type { Queryable } from '../db/types'
import type { StoredCard } from '../payments/stored-card'

/** The kept cards of an account, one per token, oldest first. */
export async function savedCards(db: Queryable, userId: number): Promise<{ id: number; card: StoredCard }[]> {
  const cards = await db.query<{ id: number; card: StoredCard }>(
    `SELECT DISTINCT ON (card->>'Token') id, card FROM reservation
     WHERE user_id = $1 AND card IS NOT NULL AND (card->>'Saved')::boolean IS TRUE ORDER BY card->>'Token', id DESC`,
    [userId],
  )
  return cards.sort((a, b) => a.id - b.id)
}

/** A kept card of this account by its CreditCardId, or null. */
export async function findSavedCard(
  db: Queryable,
  userId: number,
  creditCardId: number,
): Promise<StoredCard | null> {
  const [saved] = await db.query<{ card: StoredCard }>(
    `SELECT card FROM reservation WHERE id = $1 AND user_id = $2 AND (card->>'Saved')::boolean IS TRUE`,
    [creditCardId, userId],
  )
  return saved?.card ?? null
}

/** Stops offering a kept card; the bookings keep the token they were paid with. False when there is none. */
export async function forgetSavedCard(db: Queryable, userId: number, creditCardId: number): Promise<boolean> {
  const card = await findSavedCard(db, userId, creditCardId)
  if (!card) return false
  await db.query(
    `UPDATE reservation SET card = card || '{"Saved": false}'::jsonb
     WHERE user_id = $1 AND card->>'Token' = $2`,
    [userId, card.Token],
  )
  return true
}
