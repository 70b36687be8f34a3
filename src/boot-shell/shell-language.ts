// The boot shell's language (decision 0121): which one a request asks for, and the page's address in each, as
// the server needs them to draw the shell (server/boot-page.ts). The rules live with the app's languages.
export { addressIn, DEFAULT_LOCALE, LOCALES, localeOfRequest, type Locale } from '../i18n/locales'
export { withLocale } from '../i18n/i18n'
