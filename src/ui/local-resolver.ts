import { valibotResolver } from '@hookform/resolvers/valibot'
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form'
import { loadErrors, translateError } from '@/i18n/error-text'
import { currentLocale } from '@/i18n/i18n'

/**
 * The domain's and the contract's rules say what is wrong in English, and that English text is the message's id
 * (decision 0122). Every form checks through here, so the guest reads the problem in their own language; the
 * language's catalogue loads with the first check, not with the search page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver: its own values, context and output
export function localResolver<TResolver extends Resolver<any, any, any>>(resolver: TResolver): TResolver {
  const localised: Resolver<FieldValues> = async (values, context, options) => {
    const locale = currentLocale()
    const [result] = await Promise.all([
      resolver(values, context, options as never),
      loadErrors(locale).catch(() => undefined),
    ])
    return { ...result, errors: translated(result.errors, locale) } as ResolverResult<FieldValues>
  }
  return localised as TResolver
}

/** `localResolver` over valibot's resolver, for the forms that check with one schema. */
export const localSchemaResolver = ((...args: Parameters<typeof valibotResolver>) =>
  localResolver(valibotResolver(...(args as unknown as [never])))) as typeof valibotResolver

/** Every `message` of a field-error tree (nested objects and arrays) in `locale`. */
function translated<T>(errors: T, locale: string): T {
  if (Array.isArray(errors)) return errors.map((item: unknown) => translated(item, locale)) as T
  if (typeof errors !== 'object' || errors === null) return errors
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') out[key] = value
    else if (key === 'message' && typeof value === 'string') out[key] = translateError(value, locale)
    else out[key] = translated(value, locale)
  }
  return out as T
}
