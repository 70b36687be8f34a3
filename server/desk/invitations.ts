/**
 * Staff invitations by e-mail (decision 0127). An owner's invitation, and an owner's reset of a password, are a
 * single-use link mailed to the staff member: /Desk/{code}/invitation#token=…, the token in the fragment so it
 * reaches no server's access log. Only its sha256 is kept; it works once, for 72 hours, and no longer once the
 * owner revokes it or sends a new one. The mail is queued in the transaction that writes the link (and the staff
 * row), so neither exists without the other.
 */
import type { DeskInvitationKind } from '@/api/contract/desk'
import { newToken, sha256 } from '../crypto'
import type { PropertyRow } from '../catalogue/property'
import type { Queryable } from '../db/types'
import { hotelSender } from '../mail/guest-mail'
import { renderMail, type MailBlock } from '../mail/layout'
import { queueMail } from '../mail/outbox'

export const INVITATION_HOURS = 72
export const LINK_UNKNOWN = 'This link is not known. Please use the newest link you were sent.'
export const LINK_USED =
  'This link was already used. Log in with your password, or ask the owner for a new link.'
export const LINK_REVOKED = 'This link was withdrawn by the owner. Please ask them for a new one.'
export const LINK_EXPIRED = 'This link has expired. Please ask the owner to send you a new one.'

export type InvitationRow = {
  id: number
  staff_id: number
  property_id: number
  kind: DeskInvitationKind
  expires_at: Date | string
  used_at: Date | string | null
  revoked_at: Date | string | null
  email: string
  name: string
}

type Invitee = { id: number; email: string; name: string }
type MailContext = { now: Date; publicUrl?: string; by: { email: string } }

/** An address of the property's desk, absolute when the server knows its public address (never the Host header). */
const deskLink = (ctx: MailContext, property: PropertyRow, path: string) =>
  `${(ctx.publicUrl ?? '').replace(/\/$/, '')}/Desk/${encodeURIComponent(property.code)}${path}`

/**
 * A new link for `staff` at `p` and its mail, in `tx`. Any link still open for them ends: the newest mail is the
 * one that works.
 */
export async function issueInvitation(
  tx: Queryable,
  property: PropertyRow,
  staff: Invitee,
  kind: DeskInvitationKind,
  ctx: MailContext,
): Promise<void> {
  await revokeOpenInvitations(tx, staff.id, ctx.now)
  const token = newToken()
  const expires = new Date(ctx.now.getTime() + INVITATION_HOURS * 3_600_000)
  await tx.query(
    `INSERT INTO staff_invitation (token_hash, staff_id, property_id, kind, created_by, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [sha256(token), staff.id, property.id, kind, ctx.by.email, ctx.now.toISOString(), expires.toISOString()],
  )
  const url = deskLink(ctx, property, `/invitation#token=${token}`)
  await queueInvitationMail(tx, property, staff, { kind, url, expires }, ctx)
}

/** Ends every open link of `staffId`; how many there were. */
export async function revokeOpenInvitations(tx: Queryable, staffId: number, now: Date): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE staff_invitation SET revoked_at = $2
     WHERE staff_id = $1 AND used_at IS NULL AND revoked_at IS NULL RETURNING id`,
    [staffId, now.toISOString()],
  )
  return rows.length
}

/** The link of `token` with its staff member, used or not (null: no such link). */
export async function invitationOf(db: Queryable, token: string): Promise<InvitationRow | null> {
  const [row] = await db.query<InvitationRow>(
    `SELECT i.id, i.staff_id, i.property_id, i.kind, i.expires_at, i.used_at, i.revoked_at, s.email, s.name
     FROM staff_invitation i JOIN staff_account s ON s.id = i.staff_id WHERE i.token_hash = $1`,
    [sha256(token)],
  )
  return row ?? null
}

/** Why the link can no longer be used, or null while it can. */
export function invitationProblem(row: InvitationRow, now: Date): string | null {
  if (row.used_at) return LINK_USED
  if (row.revoked_at) return LINK_REVOKED
  if (new Date(row.expires_at).getTime() <= now.getTime()) return LINK_EXPIRED
  return null
}

/** Marks the link used, once: false when another request used it first. */
export async function consumeInvitation(tx: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE staff_invitation SET used_at = $2
     WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2 RETURNING id`,
    [id, now.toISOString()],
  )
  return rows.length === 1
}

/** The open link of each staff member of a property (the newest), for the owner's staff page. */
export async function openInvitationsAt(
  db: Queryable,
  propertyId: number,
): Promise<Map<number, { kind: DeskInvitationKind; expiresAt: Date }>> {
  const rows = await db.query<{ staff_id: number; kind: DeskInvitationKind; expires_at: Date | string }>(
    `SELECT staff_id, kind, expires_at FROM staff_invitation
     WHERE property_id = $1 AND used_at IS NULL AND revoked_at IS NULL ORDER BY id`,
    [propertyId],
  )
  return new Map(rows.map((r) => [r.staff_id, { kind: r.kind, expiresAt: new Date(r.expires_at) }]))
}

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })

async function queueInvitationMail(
  tx: Queryable,
  property: PropertyRow,
  staff: Invitee,
  link: { kind: DeskInvitationKind; url: string; expires: Date },
  ctx: MailContext,
): Promise<void> {
  const invite = link.kind === 'invite'
  const title = invite
    ? `You are invited to the desk of ${property.name}`
    : `Choose a new password for the desk of ${property.name}`
  const blocks: MailBlock[] = [
    { paragraph: `Hello ${staff.name},` },
    {
      paragraph: invite
        ? `You have been added to the staff of ${property.name}. Choose your password to start using the hotel’s desk.`
        : `The owner of ${property.name} reset your password for the hotel’s desk and turned your second factor off. Choose a new password to log in again.`,
    },
    { buttons: [{ label: invite ? 'Accept the invitation' : 'Choose a new password', url: link.url }] },
    {
      note: `The link works once, until ${WHEN.format(link.expires)} UTC. If you did not expect it, ignore it.`,
    },
  ]
  const { html, text } = renderMail(property, { title, blocks }, ctx.publicUrl)
  await queueMail(
    tx,
    {
      kind: invite ? 'desk-invitation' : 'desk-password-reset',
      regarding: String(staff.id),
      propertyId: property.id,
      from: hotelSender(property),
      to: staff.email,
      subject: title,
      text,
      html,
      // The link logs them in: not kept once delivered.
      sensitive: true,
    },
    ctx.now,
  )
}

/** The notice to someone who already has a desk account: they now also work at `p`, with their own password. */
export async function queueAddedNotice(
  tx: Queryable,
  property: PropertyRow,
  staff: Invitee,
  ctx: MailContext,
) {
  const url = deskLink(ctx, property, '')
  const title = `You now also work at ${property.name}`
  const { html, text } = renderMail(
    property,
    {
      title,
      blocks: [
        { paragraph: `Hello ${staff.name},` },
        {
          paragraph: `You have been added to the staff of ${property.name}. Log in with your usual desk password.`,
        },
        { buttons: [{ label: `Open ${property.name}’s desk`, url }] },
      ],
    },
    ctx.publicUrl,
  )
  await queueMail(
    tx,
    {
      kind: 'desk-added',
      regarding: String(staff.id),
      propertyId: property.id,
      from: hotelSender(property),
      to: staff.email,
      subject: title,
      text,
      html,
    },
    ctx.now,
  )
}
