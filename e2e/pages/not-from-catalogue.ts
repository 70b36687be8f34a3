import type { Frame, Page } from '@playwright/test'
import { messages as germanBase } from '../../src/i18n/de/base'
import { messages as germanAreas } from '../../src/i18n/de/areas'
import type { MessageKey } from '../../src/i18n/en-gb'
import { ENGLISH, type Words } from './words'

/**
 * The pseudo-locale's check (decision 0137): in en-XA every catalogue text is accented and between ⟦ and ⟧, so
 * the words on screen outside the brackets are either the data the server sent (the hotel's names, prices, the
 * booking's reference), the guest's own typing, Intl's dates and language names, or a text someone wrote into
 * the code: the last is what this finds.
 */

/** Every string of every JSON answer of our API the page receives from now on: the data the screens show. */
export function collectApiData(page: Page): Set<string> {
  const data = new Set<string>()
  const walk = (value: unknown): void => {
    if (typeof value === 'string') data.add(value)
    else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return
    if (!(response.headers()['content-type'] ?? '').includes('json')) return
    response.json().then(walk, () => undefined)
  })
  return data
}

/** The strings of two letters or more, longest first (so that a longer one is taken out before its parts). */
function longestFirst(strings: Iterable<string>): string[] {
  return [...new Set(strings)].filter((s) => s.trim().length >= 2).sort((a, b) => b.length - a.length)
}

/** Month, weekday and language names as Intl writes them: dates and the language menu are Intl's, not ours. */
function intlWords(): string[] {
  const words: string[] = []
  // Every month of 2027 once, and (its first seven) every day of the week.
  for (let day = 1; day <= 365; day++) {
    const date = new Date(Date.UTC(2027, 0, day))
    for (const style of ['long', 'short'] as const) {
      if (date.getUTCDate() === 1)
        words.push(new Intl.DateTimeFormat('en', { month: style, timeZone: 'UTC' }).format(date))
      if (day <= 7)
        words.push(new Intl.DateTimeFormat('en', { weekday: style, timeZone: 'UTC' }).format(date))
    }
  }
  for (const tag of ['en-GB', 'en-US', 'de', 'fr', 'es', 'it', 'nl', 'ar']) {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag
    words.push(name, name.charAt(0).toLocaleUpperCase(tag) + name.slice(1))
  }
  return words
}

/** The visible text of the page, text node by text node (not inside lists of options, scripts or frames). */
async function visibleTexts(page: Page | Frame): Promise<string> {
  return page.evaluate(() => {
    const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SELECT', 'OPTION', 'TEXTAREA'])
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim() ?? ''
      if (!parent || !text || parent.closest('select, script, style, noscript, template')) continue
      if (skip.has(parent.tagName) || !parent.checkVisibility({ visibilityProperty: true })) continue
      texts.push(text)
    }
    return texts.join('\n')
  })
}

/**
 * The texts on screen that come neither from the catalogue (bracketed) nor from `allowed` (the API's data, the
 * guest's typing) nor from Intl: each as it shows, once.
 */
export async function textsNotFromCatalogue(
  page: Page | Frame,
  allowed: Iterable<string>,
): Promise<string[]> {
  let text = await visibleTexts(page)
  // Innermost brackets first: a catalogue text may hold another (a link's words inside a sentence).
  for (let before = ''; before !== text;) {
    before = text
    text = text.replace(/⟦[^⟦⟧]*⟧/g, '\n')
  }
  const known = longestFirst([...allowed, ...intlWords()])
  const found = new Set<string>()
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!/\p{L}/u.test(line) || known.some((s) => s.includes(line))) continue
    let rest = line
    for (const s of known) rest = rest.split(s).join(' ')
    if (/\p{L}{2,}/u.test(rest)) found.add(line)
  }
  return [...found]
}

/** Texts of the en-GB catalogue (whole, without placeholders) that `words` translates differently, longest first. */
function englishTexts(words: Words): string[] {
  // Every key the app has (the German catalogue is complete by type); one with a placeholder is left out.
  const all: Record<string, string> = { ...germanBase, ...germanAreas }
  const texts = new Set<string>()
  for (const [key, german] of Object.entries(all)) {
    if (german.includes('{')) continue
    const english = ENGLISH.say(key as MessageKey)
    if (!/\p{L}{4,}/u.test(english)) continue
    if (!words.say(key as MessageKey).includes(english)) texts.add(english)
  }
  for (let month = 0; month < 12; month++) {
    const day = new Date(Date.UTC(2027, month, 1))
    const name = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(day)
    const there = new Intl.DateTimeFormat(words.locale, { month: 'long', timeZone: 'UTC' }).format(day)
    if (name !== there) texts.add(name)
  }
  return [...texts].sort((a, b) => b.length - a.length)
}

/**
 * The en-GB catalogue's texts (and English month names) on screen in a page shown in `words`' language, outside
 * `allowed` (the API's data: a hotel's "1 Quay Street" is not the catalogue's "Street").
 */
export async function englishOnScreen(
  page: Page | Frame,
  words: Words,
  allowed: Iterable<string>,
): Promise<string[]> {
  let text = await visibleTexts(page)
  for (const s of longestFirst(allowed)) text = text.split(s).join('\n')
  const whole = (phrase: string) =>
    new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u')
  return englishTexts(words).filter((phrase) => whole(phrase).test(text))
}
