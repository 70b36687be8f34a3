import type { AreaTranslation } from '../translation'
import { account } from './account'
import { journey } from './journey'
import { policy } from './policy'
import { manage } from './manage'
import { stay } from './stay'

// Every text of the later pages in this language, in one chunk that loads just after the first paint
// (src/i18n/load-locale.ts, decision 0121).
export const messages: AreaTranslation = { ...account, ...journey, ...policy, ...manage, ...stay }
