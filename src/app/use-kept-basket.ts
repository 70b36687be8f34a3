import { useQueryClient } from '@tanstack/react-query'
import { startTransition, useEffect, useState } from 'react'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import { servicesQuery, type ServicesFor } from '@/api/service'
import { hotelToday } from '@/device/clock'
import { currentLocale } from '@/i18n/i18n'
import { renameExtras } from './extras-names'
import { mirrorBasket, recheckBasket, resumeBasket, searchAgain, type BasketCheck } from './durable-basket'

/**
 * The language the app was in when the basket was last checked. A language switch draws the app again from the
 * top (src/app/start.tsx), so this hook starts again and finds the language changed.
 */
let checkedIn: string | null = null

/** A basket found on the device: where the guest was, for how many rooms and which stay. */
export type ResumedBasket = { stage: string; rooms: number; dateFrom: string; dateTo: string }

/**
 * Puts back the basket kept on the device for this property, mirrors the session to the device from then on,
 * and, when online, re-checks the basket against the server. Says what it resumed and what the check found.
 * After a language switch the stay is searched again whatever was chosen: the kept answer names the rooms and
 * rates in the old language (decision 0136); the chosen extras are named again too (decision 0146).
 */
export function useKeptBasket(
  property: PropertySettings,
  config: BookConfig,
  onReady: (ready: true) => void,
) {
  const code = property.PropertyCode
  const [resumed, setResumed] = useState<ResumedBasket | null>(null)
  const [check, setCheck] = useState<BasketCheck | null>(null)
  const queryClient = useQueryClient()

  useEffect(() => {
    let cancelled = false
    let stop = () => {}
    const today = hotelToday(property.TimeZone)
    void (async () => {
      const session = await resumeBasket(code, today).catch(() => null)
      if (cancelled) return
      stop = mirrorBasket(code)
      const chosen = session?.choices.filter((choice) => choice !== null).length ?? 0
      if (session?.search && chosen > 0) {
        setResumed({
          stage: session.stage,
          rooms: chosen,
          dateFrom: session.search.dateFrom,
          dateTo: session.search.dateTo,
        })
      }
      // The page that waited for this (rooms and rates, checkout) renders in a transition: in short pieces.
      startTransition(() => onReady(true))
      const switched = checkedIn !== null && checkedIn !== currentLocale()
      if (navigator.onLine) checkedIn = currentLocale()
      if (!session || !navigator.onLine) return
      const found = await (switched ? searchAgain : recheckBasket)(property, config, today).catch(() => null)
      const servicesFor = (q: ServicesFor) => queryClient.fetchQuery(servicesQuery(q))
      if (switched) await renameExtras(property.PropertyId, servicesFor).catch(() => undefined)
      if (!cancelled && found && found.kind !== 'unchanged') setCheck(found)
    })()
    return () => {
      cancelled = true
      stop()
    }
    // Query results keep their identity unless their content changes (structural sharing), and onReady is a
    // state setter, so this runs once per property.
  }, [code, property, config, onReady, queryClient])

  return { resumed, check, dismissCheck: () => setCheck(null) }
}
