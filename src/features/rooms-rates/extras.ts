import type { ServiceListResponse } from '@/api/contract/service'
import { toMinorUnits } from '@/domain/money'
import type { BookingSession, ChosenService } from '@/state/booking-session'
import type { ExtrasChoice } from '@/ui/extras-dialog'

/** The dialog's choice as the session keeps it, with the price facts needed to total it. */
export function chosenServices(chosen: readonly ExtrasChoice[], list: ServiceListResponse): ChosenService[] {
  return chosen.flatMap((c) => {
    const s = list.Services.find((x) => x.ServiceId === c.serviceId)
    return s
      ? [
          {
            serviceId: s.ServiceId,
            name: s.ServiceName,
            quantity: c.quantity,
            unitPrice: toMinorUnits(s.Price),
            chargeType: s.ChargeType,
            chargePerPerson: s.ChargePerPerson,
          },
        ]
      : []
  })
}

/**
 * Stock units of each extra that the basket's other rooms take (docs/product/search.md#what-is-kept service inventory: used is the sum of
 * the items' quantities): a per-item extra takes its quantity, the others one per room.
 */
export function stockUsedElsewhere(session: BookingSession, roomIndex: number): Record<number, number> {
  const used: Record<number, number> = {}
  session.choices.forEach((choice, i) => {
    if (!choice || i === roomIndex) return
    for (const s of choice.services) {
      used[s.serviceId] = (used[s.serviceId] ?? 0) + (s.chargeType === 'PerQuantity' ? s.quantity : 1)
    }
  })
  return used
}
