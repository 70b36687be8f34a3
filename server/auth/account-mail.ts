/**
 * The e-mails of the account area, queued in the mail outbox (server/mail/outbox.ts) with the transaction that
 * issues their link. Links are absolute when the server knows its public address (PUBLIC_URL), never built from
 * the request's Host header, which a client controls.
 */
import type { PropertyRow } from '../catalogue/property'
import type { Queryable } from '../db/types'
import { queueGuestMail } from '../mail/guest-mail'
import type { MailContent } from '../mail/layout'
import { bookingLanguage, mailWords, type MailWords } from '../mail/mail-words'
import type { UserRow } from './session'
import { issueToken } from './tokens'

export type AccountMailKind = 'confirm-email' | 'password-reset' | 'register-attempt' | 'password-changed'

type Context = { publicUrl?: string; now: Date }

function link(ctx: Context, path: string): string {
  return `${(ctx.publicUrl ?? '').replace(/\/$/, '')}${path}`
}

/** When, in the guest's language and in UTC, which the message says. */
function instant(now: Date, w: MailWords): string {
  const at = new Intl.DateTimeFormat(w.language, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })
  return `${at.format(now)} UTC`
}

/** Each message as the layout describes it: what happened, the one link to act on, and what if it was not you. */
function accountContent(
  kind: AccountMailKind,
  property: PropertyRow,
  links: { confirm: string; reset: string; login: string; forgot: string },
  now: Date,
  w: MailWords,
): { subject: string; content: MailContent } {
  const hotel = property.name
  const language = { lang: w.language, dir: w.dir }
  switch (kind) {
    case 'confirm-email':
      return {
        subject: w.t('account.confirmSubject', { hotel }),
        content: {
          title: w.t('account.confirmTitle'),
          language,
          blocks: [
            { paragraph: w.t('account.confirmBody', { hotel }) },
            { buttons: [{ label: w.t('account.confirmButton'), url: links.confirm }] },
            { note: w.t('account.confirmIgnore') },
          ],
        },
      }
    case 'password-reset':
      return {
        subject: w.t('account.resetSubject', { hotel }),
        content: {
          title: w.t('account.resetTitle'),
          language,
          blocks: [
            { paragraph: w.t('account.resetBody', { hotel }) },
            { buttons: [{ label: w.t('account.resetButton'), url: links.reset }] },
            { note: w.t('account.resetNote') },
          ],
        },
      }
    case 'register-attempt':
      return {
        subject: w.t('account.attemptSubject', { hotel }),
        content: {
          title: w.t('account.attemptTitle'),
          language,
          blocks: [
            { paragraph: w.t('account.attemptBody', { hotel }) },
            {
              buttons: [
                { label: w.t('account.loginButton'), url: links.login },
                { label: w.t('account.resetMyButton'), url: links.forgot },
              ],
            },
            { note: w.t('account.attemptIgnore') },
          ],
        },
      }
    case 'password-changed':
      return {
        subject: w.t('account.changedSubject', { hotel }),
        content: {
          title: w.t('account.changedTitle'),
          language,
          blocks: [
            { paragraph: w.t('account.changedBody', { hotel, when: instant(now, w) }) },
            { paragraph: w.t('account.changedAdvice') },
            { buttons: [{ label: w.t('account.resetMyButton'), url: links.forgot }] },
          ],
        },
      }
  }
}

/** Who an account mail goes to: the account, and its language when the guest's app told us (decision 0122). */
type Recipient = Pick<UserRow, 'id' | 'email' | 'first_name'> & { language_code?: string | null }

export async function queueAccountMail(
  tx: Queryable,
  ctx: Context,
  kind: AccountMailKind,
  property: PropertyRow,
  user: Recipient,
  token?: string,
): Promise<void> {
  const w = mailWords(bookingLanguage(user.language_code, property.settings.DefaultLanguage))
  const code = encodeURIComponent(property.code)
  const links = {
    confirm: link(ctx, `/Account/ConfirmEmail/${code}?token=${token ?? ''}`),
    reset: link(ctx, `/Account/ResetPassword/${code}?token=${token ?? ''}`),
    login: link(ctx, `/Account/Login/${code}`),
    forgot: link(ctx, `/Account/ForgotPassword/${code}`),
  }
  const { subject, content } = accountContent(kind, property, links, ctx.now, w)
  await queueGuestMail(
    tx,
    property,
    {
      kind,
      regarding: String(user.id),
      to: user.email,
      subject,
      content: {
        ...content,
        blocks: [{ paragraph: w.t('account.hello', { name: user.first_name }) }, ...content.blocks],
      },
      // The link in it logs in as the guest until used or an hour has passed: not kept once delivered.
      sensitive: token !== undefined,
    },
    { now: ctx.now, publicUrl: ctx.publicUrl },
  )
}

/**
 * A new one-time link (confirm e-mail, reset password) and its e-mail, with `tx`: both or neither, and with
 * whatever else that transaction commits (a new account).
 */
export async function mailNewLink(
  tx: Queryable,
  ctx: Context,
  kind: 'confirm-email' | 'password-reset',
  property: PropertyRow,
  user: Recipient,
): Promise<void> {
  const token = await issueToken(tx, user.id, kind === 'confirm-email' ? 'confirm' : 'reset', ctx.now)
  await queueAccountMail(tx, ctx, kind, property, user, token)
}
