/**
 * A message to a guest in the hotel's layout (./layout.ts): rendered as HTML and text from one description and
 * queued with `tx`, the transaction of the change it tells about (decision 0098), from the hotel's address.
 */
import { readerOf, textOf, type Translations } from '../catalogue/hotel-texts'
import type { Queryable } from '../db/types'
import { renderMail, type MailContent, type MailHotel } from './layout'
import { queueMail, type MailAttachment } from './outbox'

/** When a message is composed and the public address its links and logo live under (PUBLIC_URL). */
export type MailContext = { now: Date; publicUrl: string | undefined }

export type GuestMail = {
  kind: string
  regarding: string
  to: string
  subject: string
  content: MailContent
  attachments?: readonly MailAttachment[]
  /** It holds a one-time link: its body is blanked once delivered. */
  sensitive?: boolean
}

/**
 * `"Display name" <address>`, the name quoted (RFC 5322): a guest's name with a comma, a `<` or a quote in it
 * must not change who receives the message, or leave it with an address no server accepts.
 */
export function mailbox(name: string, address: string): string {
  const display = name
    .replace(/[\r\n]+/g, ' ')
    .replace(/["\\]/g, (c) => `\\${c}`)
    .trim()
  return display ? `"${display}" <${address}>` : address
}

/** The hotel as the sender of its guests' messages. */
export function hotelSender(hotel: MailHotel): string {
  return mailbox(hotel.name, hotel.settings.Email)
}

/**
 * The hotel as a guest's mail names it (sender, header, footer): in the mail's language where the hotel wrote its
 * name in more than one (decision 0146), as the confirmation already did (0136); else its one name.
 */
function namedIn(hotel: MailHotel & { translations?: Translations | null }, content: MailContent): MailHotel {
  const lang = content.language?.lang
  if (!lang) return hotel
  return { ...hotel, name: textOf(hotel.name, hotel.translations, 'name', readerOf(hotel.settings, lang)) }
}

export async function queueGuestMail(
  tx: Queryable,
  hotel: MailHotel & { id: number; translations?: Translations | null },
  mail: GuestMail,
  at: MailContext,
): Promise<void> {
  const named = namedIn(hotel, mail.content)
  const { html, text } = renderMail(named, mail.content, at.publicUrl)
  await queueMail(
    tx,
    {
      kind: mail.kind,
      regarding: mail.regarding,
      propertyId: hotel.id,
      from: hotelSender(named),
      to: mail.to,
      subject: mail.subject,
      text,
      html,
      attachments: mail.attachments ?? null,
      sensitive: mail.sensitive ?? false,
    },
    at.now,
  )
}
