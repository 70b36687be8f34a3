/** The owner's pages at the desk (decision 0120): the rates grid and the hotel's settings, all owner only. */
import { DeskGridQuery } from '@/api/contract/desk-hotel'
import { get, post, type Operation } from './operations'

const owners = (operation: Operation): Operation => ({
  ...operation,
  deskSession: true,
  summary: `${operation.summary} (owner only)`,
})

export const DESK_HOTEL_OPERATIONS: Operation[] = [
  owners(
    get(
      '/api/Desk/{code}/Grid',
      'Desk',
      'Rooms left, closed, prices and minimum stays by day',
      'DeskGrid',
      DeskGridQuery,
    ),
  ),
  owners(
    post(
      '/api/Desk/{code}/Grid',
      'Desk',
      'Changes some nights of one room type',
      'DeskGridChange',
      'DeskGridChanged',
    ),
  ),
  owners(get('/api/Desk/{code}/Settings/PropertyFile', 'Desk', 'The property file', 'DeskPropertyFile')),
  owners(
    post(
      '/api/Desk/{code}/Settings/PropertyFile',
      'Desk',
      'Checks a property file and applies it at once',
      'DeskPropertyFileUpload',
      'DeskPropertyFileApplied',
    ),
  ),
  owners(get('/api/Desk/{code}/Settings/PmsKeys', 'Desk', 'The property’s PMS keys', 'DeskPmsKeys')),
  owners(
    post(
      '/api/Desk/{code}/Settings/PmsKeys',
      'Desk',
      'Makes a PMS key (shown once)',
      'DeskPmsKeyRequest',
      'DeskPmsKeyCreated',
    ),
  ),
  owners(
    post('/api/Desk/{code}/Settings/PmsKeys/{id}/Revoke', 'Desk', 'Revokes a PMS key', undefined, 'DeskDone'),
  ),
  owners(
    get(
      '/api/Desk/{code}/Settings/Webhooks',
      'Desk',
      'The webhook address and its last deliveries',
      'DeskWebhooks',
    ),
  ),
  owners(
    post(
      '/api/Desk/{code}/Settings/Webhooks/{id}/Retry',
      'Desk',
      'Sends a failed webhook again',
      undefined,
      'DeskDone',
    ),
  ),
  owners(get('/api/Desk/{code}/Settings/Mail', 'Desk', 'Mail that could not be delivered', 'DeskFailedMail')),
  owners(
    post(
      '/api/Desk/{code}/Settings/Mail/{id}/Resend',
      'Desk',
      'Sends a failed message again',
      undefined,
      'DeskDone',
    ),
  ),
]
