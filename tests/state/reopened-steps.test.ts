import { afterEach, describe, expect, it } from 'vitest'
import { nextStep, StepFlag, type FlowRoom } from '@/domain/booking-flow'
import { flowPosition } from '@/features/rooms-rates/use-room-flow'
import {
  chooseRoom,
  getBookingSession,
  markSummarySeen,
  releaseRoom,
  reopenRoomStep,
  reopenSummary,
  resetBookingSession,
  selectRoom,
  startRoomsAndRates,
  updateRoom,
} from '@/state/booking-session'
import { cottageStayResult } from '../builders/search-result'

// Decision 0131: the browser's Back walks back through the steps inside Rooms & Rates; going back to a step
// shows it again with what the room holds, and changing the room lets the flow lead on.

const result = cottageStayResult()
const TWO_ADULTS = { adults: 2, children: 0, infants: 0 }

function startTwoRooms() {
  startRoomsAndRates(
    {
      propertyCode: 'CLIFFTOP',
      dateFrom: '2030-05-07',
      dateTo: '2030-05-09',
      rooms: [TWO_ADULTS, TWO_ADULTS],
      promoCode: '',
      ratePlanCode: null,
      locationId: null,
    },
    result,
  )
  chooseRoom(0, 201, 21)
  chooseRoom(1, 201, 21)
}

/** Every room chosen, its upgrade seen, lead guest given and extras seen: the flow is at the summary. */
const DONE: FlowRoom = {
  roomTypeId: 201,
  ratePlanId: 21,
  upgradeOffered: true,
  upgradeSeen: true,
  leadGuestValid: true,
  extrasSelectable: true,
  extrasSeen: true,
}

function position() {
  const session = getBookingSession()
  return flowPosition(session, nextStep({ rooms: [DONE, DONE], summarySeen: session.summarySeen }))
}

afterEach(() => resetBookingSession())

describe('going back to a step (decision 0131)', () => {
  it('shows a finished room’s extras again, keeping every choice, and leads on once the room changes', () => {
    startTwoRooms()
    expect(position().stepKey).toBe('summary')

    reopenRoomStep({ step: StepFlag.Extras, roomIndex: 1 })
    const back = position()
    expect(back.stepKey).toBe(`${StepFlag.Extras}-1`)
    expect(back.roomStep).toEqual({ step: StepFlag.Extras, roomIndex: 1 })
    expect(back.flowDone).toBe(false)
    expect(getBookingSession().choices[1]).not.toBeNull()

    updateRoom(1, { extrasSeen: true })
    expect(position().stepKey).toBe('summary')
  })

  it('from Checkout, the summary is to be seen again and nothing is released', () => {
    startTwoRooms()
    markSummarySeen()
    expect(position().stepKey).toBe('checkout')

    reopenSummary()
    const session = getBookingSession()
    expect(session.stage).toBe('RoomsAndRates')
    expect(session.summarySeen).toBe(false)
    expect(session.choices.every((c) => c !== null)).toBe(true)
    expect(position().stepKey).toBe('summary')
  })

  it('a room’s choice is the room made active; a room released meanwhile has no later step to go back to', () => {
    startTwoRooms()
    reopenRoomStep({ step: StepFlag.Occupancy, roomIndex: 0 })
    selectRoom(0)
    expect(position().stepKey).toBe('active-0')
    expect(getBookingSession().reopened).toBeNull()

    selectRoom(null)
    releaseRoom(1)
    const before = getBookingSession()
    reopenRoomStep({ step: StepFlag.UpgradeSelection, roomIndex: 1 })
    expect(getBookingSession()).toBe(before)
  })

  it('changes nothing when the step is already shown, so the history names the entry instead', () => {
    startTwoRooms()
    reopenRoomStep({ step: StepFlag.Extras, roomIndex: 0 })
    const shown = getBookingSession()
    reopenRoomStep({ step: StepFlag.Extras, roomIndex: 0 })
    selectRoom(null)
    expect(getBookingSession()).toBe(shown)
  })
})
