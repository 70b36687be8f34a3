import { messages as enGB } from '../en-gb/base'
import type { BaseTranslation } from '../translation'

// en-US: en-GB's texts with the American spellings and words (decision 0121); dates and prices follow the
// locale through Intl.
export const messages: BaseTranslation = {
  ...enGB,
  'titles.forgotPassword': 'Forgot password',
  'errors.unauthorisedTitle': 'Unauthorized',
}
