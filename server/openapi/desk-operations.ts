/** The desk's calls (decision 0117), described as operations.ts describes: all but the login need its session. */
import { DeskDayQuery, DeskLogQuery } from '@/api/contract/desk'
import * as v from 'valibot'
import { get, post, type Operation } from './operations'

const withDeskSession = (operation: Operation): Operation => ({ ...operation, deskSession: true })

const SearchQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.description('A reference, a guest’s name or e-mail address.'))),
  from: v.optional(v.pipe(v.string(), v.description('Stays that end on or after this day (YYYY-MM-DD).'))),
  to: v.optional(v.pipe(v.string(), v.description('Stays that start on or before this day (YYYY-MM-DD).'))),
})

export const DESK_OPERATIONS: Operation[] = [
  post(
    '/api/Desk/Login',
    'Desk',
    'Logs a staff member in (sets the desk cookie)',
    'DeskLoginRequest',
    'DeskLoginResponse',
  ),
  withDeskSession(
    post(
      '/api/Desk/Login/Totp',
      'Desk',
      'The second factor’s code of a login',
      'DeskTotpRequest',
      'DeskLoginResponse',
    ),
  ),
  withDeskSession(
    get('/api/Desk/Session', 'Desk', 'The logged-in staff member and the CSRF token', 'DeskSession'),
  ),
  post('/api/Desk/Logout', 'Desk', 'Logs out of the desk', undefined, 'DeskDone'),
  withDeskSession(
    post('/api/Desk/Totp/Start', 'Desk', 'A new TOTP secret to confirm', undefined, 'DeskTotpSetup'),
  ),
  withDeskSession(
    post('/api/Desk/Totp/Confirm', 'Desk', 'Turns TOTP on with a first code', 'DeskTotpRequest', 'DeskDone'),
  ),
  withDeskSession(
    get(
      '/api/Desk/{code}/Day',
      'Desk',
      'Arrivals, departures and guests staying on',
      'DeskDay',
      DeskDayQuery,
    ),
  ),
  withDeskSession(
    get(
      '/api/Desk/{code}/Search',
      'Desk',
      'Bookings by reference, name, e-mail or dates',
      'DeskSearchResult',
      SearchQuery,
    ),
  ),
  withDeskSession(get('/api/Desk/{code}/Bookings/{reference}', 'Desk', 'A booking’s page', 'DeskBooking')),
  withDeskSession(
    get(
      '/api/Desk/{code}/Bookings/{reference}/Registration',
      'Desk',
      'A booking’s registration cards from pre-check-in (each read is audited)',
      'DeskRegistration',
    ),
  ),
  withDeskSession(
    post(
      '/api/Desk/{code}/Bookings/{reference}/Notes',
      'Desk',
      'Adds a note to a booking',
      'DeskNoteRequest',
      'DeskDone',
    ),
  ),
  withDeskSession(
    post(
      '/api/Desk/{code}/Bookings/{reference}/ResendConfirmation',
      'Desk',
      'Mails the confirmation again',
      undefined,
      'DeskDone',
    ),
  ),
  withDeskSession(
    get('/api/Desk/{code}/Log', 'Desk', 'The property’s audit log, newest first', 'DeskLog', DeskLogQuery),
  ),
  withDeskSession(
    get('/api/Desk/{code}/Staff', 'Desk', 'The property’s staff (owner only)', 'DeskStaffList'),
  ),
  ...(
    [
      ['Cancel', 'Cancels the booking, by the rules or with the penalty waived', 'DeskCancelRequest'],
      ['NoShow', 'Marks a no-show (the penalty by the rules, once)', undefined],
      ['Refund', 'Refunds an amount, or what the rules give back', 'DeskRefundRequest'],
    ] as const
  ).map(([action, summary, body]) =>
    withDeskSession(
      post(`/api/Desk/{code}/Bookings/{reference}/${action}`, 'Desk', summary, body, 'DeskActionResult'),
    ),
  ),
  withDeskSession(
    get('/api/Desk/{code}/Bookings/{reference}/Money', 'Desk', 'What each action would do now', 'DeskMoney'),
  ),
  withDeskSession(
    get(
      '/api/Desk/{code}/Bookings/{reference}/ChangeOptions',
      'Desk',
      'The rooms, room types and rate plans a change of dates or room starts from',
      'DeskChangeOptions',
    ),
  ),
  withDeskSession(
    post(
      '/api/Desk/{code}/Bookings/{reference}/ChangeQuote',
      'Desk',
      'What a change of dates or room would do to the price and the money, before it is made',
      'DeskChangeQuoteRequest',
      'DeskChangeQuote',
    ),
  ),
  withDeskSession(
    post(
      '/api/Desk/{code}/Bookings/{reference}/Change',
      'Desk',
      'Changes rooms’ dates, room type or rate plan, as the guest’s Update',
      'DeskChangeRequest',
      'DeskActionResult',
    ),
  ),
  withDeskSession(
    post(
      '/api/Desk/{code}/Bookings/{reference}/PayLink',
      'Desk',
      'Mails the guest a pay link for the balance',
      undefined,
      'DeskPayLink',
    ),
  ),
  ...(
    [
      ['', 'Invites a staff member with a role by e-mail (owner only)', 'DeskStaffAddRequest'],
      ['/Remove', 'Removes a staff member from the property (owner only)', 'DeskStaffMember'],
      [
        '/Reset',
        'Resets a staff member’s password and second factor, mailing a link (owner only)',
        'DeskStaffMember',
      ],
      ['/Resend', 'Sends a staff member’s waiting link again (owner only)', 'DeskStaffMember'],
      ['/Revoke', 'Withdraws a staff member’s waiting link (owner only)', 'DeskStaffMember'],
    ] as const
  ).map(([path, summary, body]) =>
    withDeskSession(post(`/api/Desk/{code}/Staff${path}`, 'Desk', summary, body, 'DeskDone')),
  ),
  post(
    '/api/Desk/Invitation',
    'Desk',
    'What an invitation or reset link is for (404 unknown, 410 used, withdrawn or expired)',
    'DeskInvitationRequest',
    'DeskInvitation',
  ),
  post(
    '/api/Desk/Invitation/Accept',
    'Desk',
    'Chooses the password of an invitation or reset link, and logs in',
    'DeskInvitationAccept',
    'DeskLoginResponse',
  ),
  withDeskSession(
    get('/api/Desk/Group/{group}', 'Desk', 'The group’s properties the staff member works at', 'DeskGroup'),
  ),
]
