/**
 * The e-mails of the account area, queued in the mail outbox (server/mail/outbox.ts) with the transaction that
 * issues their link. Links are absolute when the server knows its public address (PUBLIC_URL), never built from
 * the request's Host header, which a client controls.
 */
import type { PropertyRow } from '../catalogue/property'
import type { Queryable } from '../db/types'
import { queueMail } from '../mail/outbox'
import type { UserRow } from './session'
import { issueToken } from './tokens'

export type AccountMailKind = 'confirm-email' | 'password-reset' | 'register-attempt' | 'password-changed'

type Context = { publicUrl?: string; now: Date }

function link(ctx: Context, path: string): string {
  return `${(ctx.publicUrl ?? '').replace(/\/$/, '')}${path}`
}

function signOff(p: PropertyRow): string {
  const contact = [p.settings.Email, p.settings.Telephone].filter(Boolean).join(' or ')
  return `Kind regards,\n${p.name}${contact ? `\n${contact}` : ''}\n`
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
  const hello = `Hello ${user.first_name},\n\n`
  const login = link(ctx, `/Account/Login/${code}`)
  const forgot = link(ctx, `/Account/ForgotPassword/${code}`)
  const texts: Record<AccountMailKind, { subject: string; text: string }> = {
    'confirm-email': {
      subject: `Confirm your e-mail address for ${p.name}`,
      text:
        hello +
        `Thank you for creating an account at ${p.name}. Please confirm your e-mail address by opening this link within an hour:\n\n` +
        `${link(ctx, `/Account/ConfirmEmail/${code}?token=${token ?? ''}`)}\n\n` +
        'If you did not create this account, you can ignore this e-mail.\n\n' +
        signOff(p),
    },
    'password-reset': {
      subject: `Reset your password for ${p.name}`,
      text:
        hello +
        `We received a request to reset the password of your account at ${p.name}. Open this link within an hour to choose a new password:\n\n` +
        `${link(ctx, `/Account/ResetPassword/${code}?token=${token ?? ''}`)}\n\n` +
        'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.\n\n' +
        signOff(p),
    },
    'register-attempt': {
      subject: `Your account at ${p.name}`,
      text:
        hello +
        `Someone tried to create an account at ${p.name} with this e-mail address, which already has one.\n\n` +
        `If it was you, log in here:\n${login}\n\nForgotten your password? Reset it here:\n${forgot}\n\n` +
        'If it was not you, you can ignore this e-mail: nothing has changed.\n\n' +
        signOff(p),
    },
    'password-changed': {
      subject: `Your password for ${p.name} was changed`,
      text:
        hello +
        `The password of your account at ${p.name} was changed on ${ctx.now.toUTCString()}.\n\n` +
        `If this was you, there is nothing else to do. If it was not, reset your password now and let us know:\n${forgot}\n\n` +
        signOff(p),
    },
  }
  const { subject, text } = texts[kind]
  await queueMail(
    tx,
    {
      kind,
      regarding: String(user.id),
      propertyId: p.id,
      from: `${p.name} <${p.settings.Email}>`,
      to: user.email,
      subject,
      text,
      // The link in it logs in as the guest until used or an hour has passed: not kept once delivered.
      sensitive: token !== undefined,
    },
    ctx.now,
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
