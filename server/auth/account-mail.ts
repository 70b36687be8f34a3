/**
 * The e-mails of the account area, queued in the mail outbox (server/mail/outbox.ts) with the transaction that
 * issues their link. Links are absolute when the server knows its public address (PUBLIC_URL), never built from
 * the request's Host header, which a client controls.
 */
import type { PropertyRow } from '../catalogue/property'
import type { Queryable } from '../db/types'
import { queueGuestMail } from '../mail/guest-mail'
import type { MailContent } from '../mail/layout'
import type { UserRow } from './session'
import { issueToken } from './tokens'

export type AccountMailKind = 'confirm-email' | 'password-reset' | 'register-attempt' | 'password-changed'

type Context = { publicUrl?: string; now: Date }

function link(ctx: Context, path: string): string {
  return `${(ctx.publicUrl ?? '').replace(/\/$/, '')}${path}`
}

/** Each message as the layout describes it: what happened, the one link to act on, and what if it was not you. */
function accountContent(
  kind: AccountMailKind,
  p: PropertyRow,
  links: { confirm: string; reset: string; login: string; forgot: string },
  now: Date,
): { subject: string; content: MailContent } {
  switch (kind) {
    case 'confirm-email':
      return {
        subject: `Confirm your e-mail address for ${p.name}`,
        content: {
          title: 'Confirm your e-mail address',
          blocks: [
            {
              paragraph: `Thank you for creating an account at ${p.name}. Please confirm your e-mail address by opening this link within an hour:`,
            },
            { buttons: [{ label: 'Confirm my e-mail address', url: links.confirm }] },
            { note: 'If you did not create this account, you can ignore this e-mail.' },
          ],
        },
      }
    case 'password-reset':
      return {
        subject: `Reset your password for ${p.name}`,
        content: {
          title: 'Reset your password',
          blocks: [
            {
              paragraph: `We received a request to reset the password of your account at ${p.name}. Open this link within an hour to choose a new password:`,
            },
            { buttons: [{ label: 'Choose a new password', url: links.reset }] },
            {
              note: 'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
            },
          ],
        },
      }
    case 'register-attempt':
      return {
        subject: `Your account at ${p.name}`,
        content: {
          title: 'You already have an account',
          blocks: [
            {
              paragraph: `Someone tried to create an account at ${p.name} with this e-mail address, which already has one. If it was you, log in, or reset your password if you have forgotten it.`,
            },
            {
              buttons: [
                { label: 'Log in', url: links.login },
                { label: 'Reset my password', url: links.forgot },
              ],
            },
            { note: 'If it was not you, you can ignore this e-mail: nothing has changed.' },
          ],
        },
      }
    case 'password-changed':
      return {
        subject: `Your password for ${p.name} was changed`,
        content: {
          title: 'Your password was changed',
          blocks: [
            { paragraph: `The password of your account at ${p.name} was changed on ${now.toUTCString()}.` },
            {
              paragraph:
                'If this was you, there is nothing else to do. If it was not, reset your password now and let us know:',
            },
            { buttons: [{ label: 'Reset my password', url: links.forgot }] },
          ],
        },
      }
  }
}

export async function queueAccountMail(
  tx: Queryable,
  ctx: Context,
  kind: AccountMailKind,
  p: PropertyRow,
  user: Pick<UserRow, 'id' | 'email' | 'first_name'>,
  token?: string,
): Promise<void> {
  const code = encodeURIComponent(p.code)
  const links = {
    confirm: link(ctx, `/Account/ConfirmEmail/${code}?token=${token ?? ''}`),
    reset: link(ctx, `/Account/ResetPassword/${code}?token=${token ?? ''}`),
    login: link(ctx, `/Account/Login/${code}`),
    forgot: link(ctx, `/Account/ForgotPassword/${code}`),
  }
  const { subject, content } = accountContent(kind, p, links, ctx.now)
  await queueGuestMail(
    tx,
    p,
    {
      kind,
      regarding: String(user.id),
      to: user.email,
      subject,
      content: { ...content, blocks: [{ paragraph: `Hello ${user.first_name},` }, ...content.blocks] },
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
  p: PropertyRow,
  user: Pick<UserRow, 'id' | 'email' | 'first_name'>,
): Promise<void> {
  const token = await issueToken(tx, user.id, kind === 'confirm-email' ? 'confirm' : 'reset', ctx.now)
  await queueAccountMail(tx, ctx, kind, p, user, token)
}
