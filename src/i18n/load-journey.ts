// Registers the journey's later texts. Imported (for its effect) by the pages and dialogs that use them, so the
// search page paints without them (decision 0020).
import { journeyMessages } from './en-gb/journey'
import { policyMessages } from './en-gb/policy'
import { registerMessages } from './i18n'

registerMessages(journeyMessages)
registerMessages(policyMessages)
