import { t } from '@/i18n/i18n'
import { useLocale } from '@/i18n/language'
import { languageName, LOCALES, type Language } from '@/i18n/locales'

// The language menu of every page's header (decision 0121): the browser's own select, so it costs the first
// paint almost nothing and works with every assistive technology; each language named in its own words.
export function LanguageMenu() {
  const locale = useLocale()
  const listed = LOCALES.includes(locale as Language)
  return (
    <select
      className="language-menu"
      aria-label={t('menu.language')}
      value={listed ? locale : ''}
      onChange={(event) => {
        const chosen = event.currentTarget.value
        void import('@/i18n/change-language').then((m) => m.changeLanguage(chosen))
      }}
    >
      {listed ? null : <option value="">{locale}</option>}
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={code}>
          {languageName(code)}
        </option>
      ))}
    </select>
  )
}
