import type { RoomTypeRow } from './rates'

/**
 * The room types above one along its upgrade chain (Classic → Superior → Deluxe → Suite), nearest first. The
 * chain ends at a room type with no upgrade, one that is not in the list, or one already passed (a loop).
 */
export function upgradeChain(roomTypes: readonly RoomTypeRow[], roomTypeId: number): RoomTypeRow[] {
  const chain: RoomTypeRow[] = []
  const seen = new Set<number>([roomTypeId])
  let next = roomTypes.find((type) => type.id === roomTypeId)?.upgrade_to ?? null
  while (next !== null && !seen.has(next)) {
    seen.add(next)
    const targetId = next
    const target = roomTypes.find((type) => type.id === targetId)
    if (!target) break
    chain.push(target)
    next = target.upgrade_to
  }
  return chain
}
