import type { PropertySettings } from '@/api/contract/property'
import { CARD_TYPES } from '../seed/static-data'
import type { Property } from './schema'

/** The settings the API publishes for a property of a file: the file's, with what it says once at its top. */
export function publishedSettings(p: Property, id: number): PropertySettings {
  const { CreditCards, ...settings } = p.settings
  return {
    ...settings,
    PropertyId: id,
    PropertyCode: p.code,
    PropertyName: p.name,
    Currency: p.currency,
    CreditCards: CreditCards.flatMap((code) =>
      CARD_TYPES.filter((c) => c[2] === code).map(([Id, Name, Code]) => ({ Id, Name, Code })),
    ),
  }
}
