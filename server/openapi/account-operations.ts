/** The account calls of the guest API and the PMS API (decision 0108), described as operations.ts describes. */
import { AccountQuery } from '@/api/contract/account'
import { BookingsFeedQuery } from '../pms/feed-contract'
import { get, post, type Operation } from './operations'

const withSession = (operation: Operation): Operation => ({ ...operation, session: true })

export const ACCOUNT_OPERATIONS: Operation[] = [
  post(
    '/api/Account/Register',
    'Account',
    'Opens an account and logs in',
    'RegisterRequest',
    'LoginResponse',
  ),
  post(
    '/api/Account/Authenticate',
    'Account',
    'Logs in (sets the session cookie)',
    'AuthenticateRequest',
    'LoginResponse',
  ),
  withSession(post('/api/Account/Logout', 'Account', 'Logs out', undefined, 'AccountActionResponse')),
  withSession(get('/api/Account', 'Account', 'The logged-in guest', 'UserAccount', AccountQuery)),
  withSession(
    post(
      '/api/Account/Update',
      'Account',
      'Changes the guest’s details',
      'UpdateAccountRequest',
      'UserAccount',
    ),
  ),
  withSession(
    post(
      '/api/Account/ChangePassword',
      'Account',
      'Changes the password',
      'ChangePasswordRequest',
      'AccountActionResponse',
    ),
  ),
  post(
    '/api/Account/RequestPasswordReset',
    'Account',
    'Mails a reset link',
    'RequestPasswordResetRequest',
    'AccountActionResponse',
  ),
  post(
    '/api/Account/PasswordReset',
    'Account',
    'Sets a new password from a link',
    'PasswordResetRequest',
    'AccountActionResponse',
  ),
  post(
    '/api/Account/ConfirmEmail',
    'Account',
    'Confirms the e-mail address from a link',
    'ConfirmEmailRequest',
    'AccountActionResponse',
  ),
  withSession(
    post(
      '/api/Account/SendConfirmEmail',
      'Account',
      'Mails the confirmation link again',
      'SendConfirmEmailRequest',
      'AccountActionResponse',
    ),
  ),
  withSession(
    post('/api/Account/RemoveCard', 'Account', 'Forgets a saved card', 'RemoveCardRequest', 'UserAccount'),
  ),
]

const forPms = (operation: Operation): Operation => ({ ...operation, pmsKey: true, tag: 'PMS' })

export const PMS_OPERATIONS: Operation[] = [
  forPms(
    get(
      '/api/pms/properties/{code}',
      'PMS',
      'Codes to map and the nights that may be written',
      'PmsPropertyMapping',
    ),
  ),
  forPms(
    post(
      '/api/pms/properties/{code}/availability',
      'PMS',
      'Bulk rooms, prices and minimum stays by date range (send an Idempotency-Key)',
      'AvailabilityUpdateRequest',
      'AvailabilityUpdateResponse',
    ),
  ),
  forPms(
    get(
      '/api/pms/properties/{code}/bookings',
      'PMS',
      'Bookings, changes, cancellations, pre-check-ins and table bookings since a cursor, oldest first',
      'BookingsFeed',
      BookingsFeedQuery,
    ),
  ),
  forPms(
    post(
      '/api/pms/properties/{code}/no-shows',
      'PMS',
      'A guest did not arrive: charges the no-show penalty on the saved card, once (from the day after arrival)',
      'NoShowRequest',
      'NoShowResponse',
    ),
  ),
]
