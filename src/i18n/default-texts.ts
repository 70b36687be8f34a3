import { messages } from './en-gb/base'
import { registerMessages } from './i18n'

// en-GB's search-route texts registered at once, for the code that has every language at hand: the server (the
// boot shell, through ./all-locales.ts) and the tests. The app itself never imports this module: there en-GB's
// texts are a chunk like any other language's, loaded only for a guest in en-GB (decision 0128).
registerMessages(messages)
