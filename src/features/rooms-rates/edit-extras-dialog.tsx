import { Suspense } from 'react'
import type { ServiceListResponse } from '@/api/contract/service'
import { t } from '@/i18n/i18n'
import { updateRoom } from '@/state/booking-session'
import { chosenServices, stockUsedElsewhere } from './extras'
import { ExtrasDialog } from './later-steps'
import type { ShownSearch } from './shown-search'

/** A chosen room's extras changed from the booking summary, in a dialog; nothing until its extras have loaded. */
export function EditExtrasDialog({
  shown,
  roomIndex,
  services,
  onClose,
}: {
  shown: ShownSearch
  roomIndex: number
  /** the extras the hotel offers the room, once loaded */
  services: ServiceListResponse | undefined
  onClose: () => void
}) {
  const { session, search, money, nights } = shown
  const choice = session.choices[roomIndex]
  if (!choice || !services) return null
  return (
    <Suspense fallback={null}>
      <ExtrasDialog
        key={roomIndex}
        opened
        title={t('rooms.extrasTitle', { number: roomIndex + 1 })}
        services={services}
        occupancy={search.rooms[roomIndex]!}
        nights={nights}
        initial={choice.services}
        usedElsewhere={stockUsedElsewhere(session, roomIndex)}
        format={money.format}
        saveLabel={t('extras.save')}
        closeLabel={t('extras.cancel')}
        onSave={(chosen) => {
          updateRoom(roomIndex, { services: chosenServices(chosen, services), extrasSeen: true })
          onClose()
        }}
        onClose={onClose}
      />
    </Suspense>
  )
}
