/**
 * The hotel's own words in the guest's language (issue 31, decision 0132): a room, rate, extra, policy, offer or
 * message text of the property file is one string (written in the hotel's DefaultLanguage) or one text per
 * language, keyed by a BCP 47 tag — a language (`de`), or a language and region where the region changes the
 * words (`en-US`). One chain picks the text, the same on the server and in the app:
 *
 *   the tag asked for → its language → the same language in another region → the hotel's default language
 *   (by the same three steps) → the first text the hotel wrote.
 *
 * So `en-GB` reads `en`, `de-AT` reads `de`, and Dutch reads the hotel's default when the hotel wrote no Dutch.
 */

/** One text per language tag, in the order the hotel wrote them. */
export type TextsByLanguage = Readonly<Record<string, string>>

/** A text as a hotel writes it: one string in its default language, or one per language. */
export type HotelText = string | TextsByLanguage

/** A key of a text map: a language, optionally with its region (`de`, `en-US`, `pt-BR`). */
export const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Z]{2})?$/

const baseOf = (tag: string) => tag.split('-')[0] ?? tag

/** The key of `texts` for one language tag by the first three steps of the chain, or null. */
function keyFor(texts: TextsByLanguage, tag: string): string | null {
  const keys = Object.keys(texts)
  const wanted = tag.trim().replace(/_/g, '-').toLowerCase()
  const base = baseOf(wanted)
  return (
    keys.find((key) => key.toLowerCase() === wanted) ??
    keys.find((key) => key.toLowerCase() === base) ??
    keys.find((key) => baseOf(key.toLowerCase()) === base) ??
    null
  )
}

/**
 * The text in the language asked for (any BCP 47 code, or none), falling back as the header says; '' only for a
 * map with no text at all.
 */
export function textIn(text: HotelText, wanted: string | null | undefined, hotelDefault: string): string {
  if (typeof text === 'string') return text
  const key = (wanted ? keyFor(text, wanted) : null) ?? keyFor(text, hotelDefault) ?? Object.keys(text)[0]
  return key === undefined ? '' : (text[key] ?? '')
}

/**
 * The text only if the hotel wrote it in the language asked for (the chain's first three steps; a plain string
 * is written in the hotel's default language), else null: for words the app has its own for (decision 0136).
 */
export function textWrittenIn(
  text: HotelText,
  wanted: string | null | undefined,
  hotelDefault: string,
): string | null {
  if (!wanted) return null
  const key = keyFor(typeof text === 'string' ? { [hotelDefault]: text } : text, wanted)
  return key === null ? null : typeof text === 'string' ? text : (text[key] ?? null)
}
