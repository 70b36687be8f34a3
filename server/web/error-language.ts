/**
 * Error answers in the request's language (issue 31, decision 0122): the Message and every ModelState message of
 * an error body, translated by its English text for the language the request's Accept-Language names (the app
 * sets it from the guest's chosen language). Field names, codes and anything not in a catalogue stay as they are.
 */
import type { Language } from '@/domain/language'
import { errors as ar } from '@/i18n/ar/errors'
import { errors as de } from '@/i18n/de/errors'
import { errors as enUS } from '@/i18n/en-us/errors'
import { registerErrors, translateError } from '@/i18n/error-text'
import { errors as es } from '@/i18n/es/errors'
import { errors as fr } from '@/i18n/fr/errors'
import { errors as it } from '@/i18n/it/errors'
import { errors as nl } from '@/i18n/nl/errors'

// A server answers in any language at any moment: every catalogue is registered once, when this loads.
registerErrors('en-US', enUS)
registerErrors('de', de)
registerErrors('fr', fr)
registerErrors('es', es)
registerErrors('it', it)
registerErrors('nl', nl)
registerErrors('ar', ar)

function translatedModelState(value: unknown, language: Language): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  // Entries of a plain copy: a field named __proto__ stays a field (see server/http.ts, modelStateBuilder).
  return Object.fromEntries(
    Object.entries(value).map(([field, messages]) => [
      field,
      Array.isArray(messages)
        ? messages.map((m: unknown) => (typeof m === 'string' ? translateError(m, language) : m))
        : messages,
    ]),
  )
}

/** An error body with its Message and ModelState in `language`; the body itself when there is none. */
export function translatedErrorBody(
  body: Record<string, unknown>,
  language: Language | null,
): Record<string, unknown> {
  if (!language || language === 'en-GB') return body
  const out: Record<string, unknown> = { ...body }
  if (typeof body.Message === 'string') out.Message = translateError(body.Message, language)
  if ('ModelState' in body) out.ModelState = translatedModelState(body.ModelState, language)
  return out
}
