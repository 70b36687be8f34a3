// The app's texts for the other pages the server draws itself (the built-in test provider's card frame), with
// every language registered, as the boot shell has them (decision 0121). Never imported by the app's code.
import '../i18n/all-locales'
export { t, withLocale } from '../i18n/i18n'
export { DEFAULT_LOCALE, isRightToLeft, supportedLocale } from '../i18n/locales'
