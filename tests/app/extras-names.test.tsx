import 'fake-indexeddb/auto'
import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import type { ServiceListResponse } from '@/api/contract/service'
import { servicesQuery } from '@/api/service'
import { renameExtras } from '@/app/extras-names'
import { setLocale } from '@/i18n/i18n'
import { updateRoom } from '@/state/booking-session'
import { CLIFFTOP } from '../../server/seed/demo'
import { cottageStayResult } from '../builders/search-result'
import { openCheckout, pinCheckoutDay } from '../support/checkout-kit'

// An extra in the basket is kept with the name the guest read when choosing it; after a language switch it is
// named again in the new language (decision 0146), as the rooms and rates are (decision 0136).

pinCheckoutDay()
afterEach(() => setLocale('en-GB'))

const NAMES: Record<string, string> = { 'en-GB': 'Breakfast', de: 'Frühstück' }

function breakfastIn(language: string): ServiceListResponse {
  return {
    Services: [
      {
        ServiceId: 31,
        ServiceCode: 'BRK',
        ServiceName: NAMES[language] ?? 'Breakfast',
        ServiceDescription: '',
        ImageUrl: null,
        AllowEditOnBookingEngine: true,
        Price: 16.5,
        ChargeType: 'PerStay',
        ChargePerPerson: false,
        Articles: [],
        Quantity: 1,
      },
    ],
    InventoryPerServiceId: {},
  }
}

describe('extras in the basket after a language switch', () => {
  it('are named in the new language, their quantity and price kept', async () => {
    const asked: string[] = []
    openCheckout({
      property: { code: 'CLIFFTOP', id: CLIFFTOP.id },
      result: cottageStayResult(),
      roomTypeId: 201,
      ratePlanId: 21,
      create: () => null,
      answers: {
        '/api/Service/Get': (_url, init) => {
          const language = new Headers(init?.headers).get('Accept-Language') ?? ''
          asked.push(language)
          return breakfastIn(language)
        },
      },
    })
    const chosen = {
      serviceId: 31,
      name: 'Breakfast',
      quantity: 1,
      unitPrice: 1650,
      chargeType: 'PerStay' as const,
      chargePerPerson: false,
    }
    act(() => updateRoom(0, { services: [chosen] }))
    const summary = await screen.findByRole('region', { name: /your booking/i })
    expect(await within(summary).findByText(/Breakfast/)).toBeInTheDocument()

    setLocale('de')
    const cache = new QueryClient()
    await act(() => renameExtras(CLIFFTOP.id, (q) => cache.fetchQuery(servicesQuery(q))))
    expect(asked).toEqual(['de'])
    expect(await within(summary).findByText(/Frühstück/)).toBeInTheDocument()
    expect(within(summary).queryByText(/Breakfast/)).toBeNull()
  })
})
