import { useEffect, useState } from 'react'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import { localToday } from '@/ui/clock'
import type { BasketCheck } from './durable-basket'

export type ResumedBasket = { stage: string; rooms: number; dateFrom: string; dateTo: string }

export type DurableBasketState = {
  /** The device was asked for a kept basket (pages that need the session wait for this). */
  ready: boolean
  /** A basket put back from the device, with rooms chosen; null when there was none. */
  resumed: ResumedBasket | null
  /** What a fresh search found different, once checked. */
  check: BasketCheck | null
  dismissCheck: () => void
}

/**
 * Resumes and mirrors the basket of this property (spec: a reload, a crash or reopening the app later resumes
 * the booking where the guest was), then re-checks it against the server when online. The module that reads
 * the device loads after the first paint.
 */
export function useDurableBasket(property: PropertySettings, config: BookConfig): DurableBasketState {
  const code = property.PropertyCode
  const [state, setState] = useState<Omit<DurableBasketState, 'dismissCheck'>>({
    ready: false,
    resumed: null,
    check: null,
  })
  useEffect(() => {
    let cancelled = false
    let stop = () => {}
    const today = localToday()
    void import('./durable-basket')
      .then(async (basket) => {
        const resumed = await basket.resumeBasket(code, today).catch(() => null)
        if (cancelled) return
        stop = basket.mirrorBasket(code)
        const chosen = resumed?.choices.filter((c) => c !== null).length ?? 0
        setState({
          ready: true,
          resumed:
            resumed?.search && chosen > 0
              ? {
                  stage: resumed.stage,
                  rooms: chosen,
                  dateFrom: resumed.search.dateFrom,
                  dateTo: resumed.search.dateTo,
                }
              : null,
          check: null,
        })
        if (!resumed || !navigator.onLine) return
        const check = await basket.recheckBasket(property, config, today).catch(() => null)
        if (!cancelled && check && check.kind !== 'unchanged') setState((s) => ({ ...s, check }))
      })
      .catch(() => {
        if (!cancelled) setState({ ready: true, resumed: null, check: null })
      })
    return () => {
      cancelled = true
      stop()
    }
    // Query results keep their identity unless their content changes (structural sharing), so this runs
    // once per property.
  }, [code, property, config])
  return { ...state, dismissCheck: () => setState((s) => ({ ...s, check: null })) }
}
