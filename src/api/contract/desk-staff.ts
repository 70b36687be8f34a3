/**
 * The owner's staff management at the desk (decision 0119): add a staff member with a role (a new account gets a
 * one-time password, shown once), remove one from the property, reset one's password (which ends their sessions
 * and turns their second factor off).
 */
import * as v from 'valibot'
import { isValidEmail } from '@/domain/validation'
import { DeskPropertyAccess, DeskRole } from './desk'

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

/** The answer of adding or resetting: a one-time password when an account's password was made, else null. */
export const DeskStaffPassword = v.object({ Message: v.string(), Password: v.nullable(v.string()) })
export type DeskStaffPassword = v.InferOutput<typeof DeskStaffPassword>

/** GET /api/Desk/Group/{group}: the group's properties the staff member works at (none: 403). */
export const DeskGroup = v.object({
  Code: v.string(),
  Name: v.string(),
  Properties: v.array(DeskPropertyAccess),
})
export type DeskGroup = v.InferOutput<typeof DeskGroup>
