import type { BookingTotals } from '@/domain/totals'
import type { StayPrice } from '@/domain/pricing'
import { Stack } from '@mantine/core'
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react'
import type { RatePlanOption, SearchResult } from '@/api/contract/availability'
import type { RoomTypeOffer } from '@/domain/offering'
import type { Money } from '@/ui/currency-display'
import { RoomTypeCard } from './room-type-card'

// The rate plan info dialog (Mantine's Modal) loads when first asked for; pointing at or focusing an Info button
// starts it (decision 0027).
const loadInfoDialog = () => import('@/ui/rate-plan-info-dialog')
const RatePlanInfoDialog = lazy(() => loadInfoDialog().then((m) => ({ default: m.RatePlanInfoDialog })))
const preloadInfoDialog = () => void loadInfoDialog()

// The first room type fills a phone's screen: it renders at once, the others just after in a transition, which
// React splits into short pieces, so the list never holds the main thread for long (decision 0027).
const FIRST_RENDER = 1

type Props = {
  roomIndex: number
  offers: RoomTypeOffer[]
  result: SearchResult
  /** rooms left per room type once the basket's rooms are taken */
  roomsLeft: Record<number, number>
  money: Money
  currency: string
  nights: number
  /** the hotel's prices exclude VAT: each price says so (the basket adds it) */
  vatExclusive: boolean
  showOccupancy: boolean
  showMinimumStay: boolean
  /** the room type and rate the room holds now, when the guest came back to change it */
  chosen?: { roomTypeId: number; ratePlanId: number } | null
  /** a rate's price with every mandatory charge, as checkout totals it */
  allIn: (stay: StayPrice) => BookingTotals | null
}

/**
 * The room types offered for one searched room (docs/product/search.md#screens rooms and rates): photo, description, occupancy, the
 * lowest price, a badge when 3 or fewer are left, the minimum-stay notice; then each rate plan with its
 * description, policy, tags, the discounted and original price, and the rate plan info dialog.
 */
export function RoomTypeList({
  roomIndex,
  offers,
  result,
  roomsLeft,
  money,
  currency,
  nights,
  vatExclusive,
  showOccupancy,
  showMinimumStay,
  chosen = null,
  allIn,
}: Props) {
  const [info, setInfo] = useState<{ rate: RatePlanOption; cancellationWords: string } | null>(null)
  // Once opened the dialog stays mounted. Mounted already open (its code loads on the first press), the Modal
  // does not know which button opened it: closing gives the focus back to that button here.
  const [infoAsked, setInfoAsked] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const closeInfo = () => {
    setInfo(null)
    window.setTimeout(() => opener.current?.focus(), 0)
  }
  const [all, setAll] = useState(false)
  useEffect(() => {
    if (!all) startTransition(() => setAll(true))
  }, [all])
  const openInfo = (button: HTMLElement, rate: RatePlanOption, cancellationWords: string) => {
    opener.current = button
    setInfo({ rate, cancellationWords })
    setInfoAsked(true)
  }
  return (
    <Stack gap="lg">
      {(all ? offers : offers.slice(0, FIRST_RENDER)).map((offer, position) => {
        const wire = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === offer.roomType.roomTypeId)
        if (!wire) return null
        return (
          <RoomTypeCard
            key={wire.RoomType.RoomTypeId}
            roomIndex={roomIndex}
            offer={offer}
            wire={wire}
            position={position}
            left={roomsLeft[wire.RoomType.RoomTypeId] ?? 0}
            money={money}
            currency={currency}
            nights={nights}
            vatExclusive={vatExclusive}
            showOccupancy={showOccupancy}
            showMinimumStay={showMinimumStay}
            chosen={chosen}
            onInfo={openInfo}
            preloadInfo={preloadInfoDialog}
            allIn={allIn}
          />
        )
      })}
      {infoAsked ? (
        <Suspense fallback={null}>
          <RatePlanInfoDialog
            ratePlan={info?.rate ?? null}
            cancellationWords={info?.cancellationWords ?? ''}
            onClose={closeInfo}
          />
        </Suspense>
      ) : null}
    </Stack>
  )
}
