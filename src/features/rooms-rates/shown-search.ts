import type { SearchResult } from '@/api/contract/availability'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import type { SearchForm } from '@/api/contract/search-address'
import type { BookingSession } from '@/state/booking-session'
import type { Money } from '@/ui/currency-display'
import type { RoomsRatesModel } from './rooms-rates-model'

/**
 * A search rooms and rates shows, once it has its answer: what the page and its parts all read. Its own module
 * so the page's parts can take it without importing the page.
 */
export type ShownSearch = {
  session: BookingSession
  search: SearchForm
  result: SearchResult
  model: RoomsRatesModel
  property: PropertySettings
  config: BookConfig
  money: Money
  nights: number
  today: string
}
