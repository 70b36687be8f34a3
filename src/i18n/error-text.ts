/**
 * The server's error messages in the guest's language (decision 0122). The contract's valibot schemas, shared by
 * the server and the app's forms, say their messages in English; that English text is the message's id, and
 * `src/i18n/<language>/errors.ts` says it in each language. The server registers every catalogue at start
 * (server/error-language.ts); the app loads only its guest's (`loadErrors`), then calls `translateError` where
 * it shows a field's or a request's error. A message no catalogue lists stays English, never blank.
 */
// Relative imports: this module is shared with the server and the app's build tooling alike.
import { languageOf, type Language } from '../domain/language'
import type { ErrorCatalogue } from './en-gb/errors'

type Translated = Exclude<Language, 'en-GB'>

/** Each language's catalogue as its own chunk: a guest downloads one language's messages, not eight. */
export const ERROR_CATALOGUE_LOADERS: Readonly<Record<Translated, () => Promise<ErrorCatalogue>>> = {
  'en-US': () => import('./en-us/errors').then((m) => m.errors),
  de: () => import('./de/errors').then((m) => m.errors),
  fr: () => import('./fr/errors').then((m) => m.errors),
  es: () => import('./es/errors').then((m) => m.errors),
  it: () => import('./it/errors').then((m) => m.errors),
  nl: () => import('./nl/errors').then((m) => m.errors),
  ar: () => import('./ar/errors').then((m) => m.errors),
}

const registered = new Map<Language, ErrorCatalogue>()

export function registerErrors(language: Translated, catalogue: ErrorCatalogue): void {
  registered.set(language, catalogue)
}

/** Loads the catalogue of `locale`'s language (nothing for en-GB or a language we do not speak). */
export async function loadErrors(locale: string): Promise<void> {
  const language = languageOf(locale)
  if (!language || language === 'en-GB' || registered.has(language)) return
  registerErrors(language, await ERROR_CATALOGUE_LOADERS[language]())
}

/**
 * `message` in `locale`'s language when its catalogue is loaded and lists it, else `message` itself. Own keys
 * only: a message called `constructor` or `__proto__` is text, not the object's prototype.
 */
export function translateError(message: string, locale: string): string {
  const language = languageOf(locale)
  const catalogue: Readonly<Record<string, string>> | undefined = language
    ? registered.get(language)
    : undefined
  return catalogue && Object.hasOwn(catalogue, message) ? (catalogue[message] ?? message) : message
}
