import { useQueries } from '@tanstack/react-query'
import type { BookConfig } from '@/api/contract/book-config'
import type { PropertySettings } from '@/api/contract/property'
import { servicesQuery } from '@/api/service'
import { nextStep, StepFlag } from '@/domain/booking-flow'
import type { BookingSession } from '@/state/booking-session'
import { flowRoomsOf, type RoomsRatesModel } from './rooms-rates-model'

export type FlowNext = ReturnType<typeof nextStep>

/**
 * Where the guest stands in rooms and rates: the extras each chosen room is offered (asked per room), the
 * flow's next step (docs/product/search.md#steps next step) and what the page shows for it.
 */
export function useRoomFlow(
  session: BookingSession,
  model: RoomsRatesModel | null,
  property: PropertySettings,
  config: BookConfig,
) {
  const { search } = session
  const serviceQueries = useQueries({
    queries: session.choices.map((choice) => ({
      ...servicesQuery({
        propertyId: property.PropertyId,
        roomTypeId: choice?.roomTypeId ?? 0,
        ratePlanId: choice?.ratePlanId ?? 0,
        dateFrom: search?.dateFrom ?? '',
        dateTo: search?.dateTo ?? '',
      }),
      enabled: choice !== null && search !== null,
    })),
  })
  const flowRooms = flowRoomsOf(
    session,
    model,
    config,
    serviceQueries.map((q) => q.data),
  )
  const next = nextStep({ rooms: flowRooms, summarySeen: session.summarySeen })
  return { serviceQueries, next, ...flowPosition(session, next) }
}

/** What the page shows for the flow's next step and the room the guest made active, if any. */
export function flowPosition(
  session: Pick<BookingSession, 'search' | 'result' | 'activeRoom' | 'reopened' | 'choices'>,
  next: FlowNext,
) {
  const { search, result } = session
  // The room the guest picked in the room list selector (docs/product/search.md#steps active room) is shown instead of the flow's
  // step until a rate is chosen or kept for it; then the flow leads on from where it stands.
  const rooms = search?.rooms.length ?? 0
  const active =
    session.activeRoom !== null && session.activeRoom < rooms && result ? session.activeRoom : null
  const choosingStep =
    next.kind === 'room' &&
    (next.step === StepFlag.RoomTypeSelection || next.step === StepFlag.RatePlanSelection)
  const reopened = active === null && !choosingStep ? reopenedStep(session, rooms) : null
  const flowDone = next.kind !== 'room' && reopened === null
  const atSummary = flowDone && active === null
  // The step after a room's rate the page shows: one the guest went back to (decision 0131), else the flow's.
  const roomStep = active !== null ? null : (reopened ?? (next.kind === 'room' ? next : null))
  const panelRoom = active ?? (choosingStep ? next.roomIndex : null)
  const currentRoom = active ?? roomStep?.roomIndex ?? null
  // Each new step takes the focus and the view (useStepFocus) and its own history entry (useStepHistory): the
  // key names the step shown.
  const stepKey =
    active !== null ? `active-${active}` : roomStep ? `${roomStep.step}-${roomStep.roomIndex}` : next.kind
  return { active, flowDone, atSummary, panelRoom, currentRoom, roomStep, stepKey }
}

/** The later step the guest went back to, while its room still holds a choice. */
function reopenedStep(session: Pick<BookingSession, 'reopened' | 'choices'>, rooms: number) {
  const { reopened } = session
  if (!reopened || reopened.roomIndex >= rooms || !session.choices[reopened.roomIndex]) return null
  return reopened
}

export type RoomFlow = ReturnType<typeof useRoomFlow>
