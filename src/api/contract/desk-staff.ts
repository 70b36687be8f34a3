/**
 * The owner's staff management at the desk (decision 0119, invitations by e-mail since decision 0127): invite a
 * staff member with a role (a single-use link is mailed to them), send the link again or revoke it, remove one
 * from the property, reset one's password (which ends their sessions, turns their second factor off and mails a
 * link to choose a new password). The answer of each is a DeskDone message.
 */
import * as v from 'valibot'
import { isValidEmail } from '@/domain/validation'
import { NewPassword } from './account'
import { DeskInvitationKind, DeskPropertyAccess, DeskRole } from './desk'

const StaffEmail = v.pipe(
  v.string('An e-mail address is required.'),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, 'This e-mail address is too long.'),
  v.check((s: string) => isValidEmail(s), 'A valid email address is required.'),
)

export const DeskStaffAddRequest = v.object({
  Email: StaffEmail,
  Name: v.pipe(
    v.string('A name is required.'),
    v.trim(),
    v.minLength(1, 'A name is required.'),
    v.maxLength(100, 'A name is at most 100 characters.'),
  ),
  Role: v.picklist(DeskRole.options, 'The role is owner or front-desk.'),
})
export type DeskStaffAddRequest = v.InferOutput<typeof DeskStaffAddRequest>

export const DeskStaffMember = v.object({ Email: StaffEmail })
export type DeskStaffMember = v.InferOutput<typeof DeskStaffMember>

/** The link's own parts: /Desk/{Code}/invitation#token={Token}. */
const InvitationLink = {
  Code: v.pipe(
    v.string('The property is missing from the link.'),
    v.trim(),
    v.minLength(1, 'The property is missing from the link.'),
    v.maxLength(50, 'This property code is too long.'),
  ),
  Token: v.pipe(
    v.string('The link is not complete.'),
    v.trim(),
    v.minLength(1, 'The link is not complete.'),
    v.maxLength(100, 'The link is not complete.'),
  ),
}

/** POST /api/Desk/Invitation: what a link is for, before its holder chooses a password. */
export const DeskInvitationRequest = v.object(InvitationLink)
export type DeskInvitationRequest = v.InferOutput<typeof DeskInvitationRequest>

export const DeskInvitation = v.object({
  Kind: DeskInvitationKind,
  Email: v.string(),
  Name: v.string(),
  Property: DeskPropertyAccess,
  ExpiresAt: v.string(),
})
export type DeskInvitation = v.InferOutput<typeof DeskInvitation>

/** POST /api/Desk/Invitation/Accept: the password chosen (the guests' rules); the answer logs the member in. */
export const DeskInvitationAccept = v.object({ ...InvitationLink, Password: NewPassword })
export type DeskInvitationAccept = v.InferOutput<typeof DeskInvitationAccept>

/** GET /api/Desk/Group/{group}: the group's properties the staff member works at (none: 403). */
export const DeskGroup = v.object({
  Code: v.string(),
  Name: v.string(),
  Properties: v.array(DeskPropertyAccess),
})
export type DeskGroup = v.InferOutput<typeof DeskGroup>
