import type { ServiceListResponse } from '@/api/contract/service'
import type { ServicesFor } from '@/api/service'
import { getBookingSession, restoreBookingSession, type RoomChoice } from '@/state/booking-session'

/**
 * The basket's extras named in the app's current language. The session keeps each extra with the name the guest
 * read when choosing it (the totals need no server), so after a language switch the extras of each chosen room
 * and rate are asked again (through the query cache, whose key holds the language) and their names replaced by id; quantities and prices stay as chosen (a re-check of
 * the stay says what moved). An extra the new answer does not list keeps its old name.
 */
export async function renameExtras(
  propertyId: number,
  fetchServices: (q: ServicesFor) => Promise<ServiceListResponse>,
): Promise<void> {
  const session = getBookingSession()
  const { search } = session
  if (!search) return
  const asked = new Map<string, Promise<ServiceListResponse>>()
  const listFor = (choice: RoomChoice) => {
    const key = `${choice.roomTypeId}:${choice.ratePlanId}`
    const found =
      asked.get(key) ??
      fetchServices({
        propertyId,
        roomTypeId: choice.roomTypeId,
        ratePlanId: choice.ratePlanId,
        dateFrom: search.dateFrom,
        dateTo: search.dateTo,
      })
    asked.set(key, found)
    return found
  }
  const choices = await Promise.all(
    session.choices.map(async (choice) => {
      if (!choice || choice.services.length === 0) return choice
      const names = new Map((await listFor(choice)).Services.map((s) => [s.ServiceId, s.ServiceName]))
      const services = choice.services.map((s) => ({ ...s, name: names.get(s.serviceId) ?? s.name }))
      return { ...choice, services }
    }),
  )
  // The guest may have moved on while the answers came: only replace what we read.
  if (getBookingSession() !== session || asked.size === 0) return
  restoreBookingSession({ ...session, choices })
}
