import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BookingStage, StepFlag, nextStep, type FlowRoom, type FlowState } from '@/domain/booking-flow'

type RoomStep = Extract<ReturnType<typeof nextStep>, { kind: 'room' }>['step']

// The test's own statement of the room steps, in flow order: the oracle nextStep is checked against.
const NEEDS: readonly [RoomStep, (r: FlowRoom) => boolean][] = [
  [StepFlag.RoomTypeSelection, (r) => r.roomTypeId === null],
  [StepFlag.RatePlanSelection, (r) => r.ratePlanId === null],
  [StepFlag.UpgradeSelection, (r) => r.upgradeOffered && !r.upgradeSeen],
  [StepFlag.Occupancy, (r) => !r.leadGuestValid],
  [StepFlag.Extras, (r) => r.extrasSelectable && !r.extrasSeen],
]
const stepsNeeded = (room: FlowRoom): RoomStep[] =>
  NEEDS.filter(([, needs]) => needs(room)).map(([step]) => step)
const roomNeedsStep = (room: FlowRoom, step: RoomStep) => stepsNeeded(room).includes(step)

/** What the UI does when the guest closes a step's dialog: the upgrade or extras step counts as seen. */
function completeRoomStep(state: FlowState, roomIndex: number, step: RoomStep): FlowState {
  const rooms = state.rooms.map((r, i) => {
    if (i !== roomIndex) return r
    if (step === StepFlag.UpgradeSelection) return { ...r, upgradeSeen: true }
    if (step === StepFlag.Extras) return { ...r, extrasSeen: true }
    return r
  })
  return { ...state, rooms }
}

const chosen: FlowRoom = {
  roomTypeId: 1,
  ratePlanId: 1,
  upgradeOffered: false,
  upgradeSeen: false,
  leadGuestValid: true,
  extrasSelectable: false,
  extrasSeen: false,
}
const room = (o: Partial<FlowRoom> = {}): FlowRoom => ({ ...chosen, ...o })

describe('stages and step flags (docs/product/booking.md#steps)', () => {
  it('step flags are distinct bit values, None 0, top flag 512', () => {
    const values = Object.values(StepFlag).filter((v) => v !== 0)
    expect(values).toHaveLength(10)
    for (const v of values) expect(Math.log2(v) % 1).toBe(0)
    expect(Math.max(...values)).toBe(512)
    expect(new Set(values).size).toBe(10)
  })
})

describe('next step, room by room', () => {
  it('asks for a room type, then a rate plan, for each room first', () => {
    expect(
      nextStep({ rooms: [room(), room({ roomTypeId: null, ratePlanId: null })], summarySeen: false }),
    ).toEqual({
      kind: 'room',
      step: StepFlag.RoomTypeSelection,
      roomIndex: 1,
    })
    expect(nextStep({ rooms: [room({ ratePlanId: null })], summarySeen: false })).toMatchObject({
      step: StepFlag.RatePlanSelection,
    })
  })

  it('offers upgrades only if available and not yet seen', () => {
    expect(nextStep({ rooms: [room({ upgradeOffered: true })], summarySeen: false })).toMatchObject({
      step: StepFlag.UpgradeSelection,
      roomIndex: 0,
    })
    expect(
      nextStep({ rooms: [room({ upgradeOffered: true, upgradeSeen: true })], summarySeen: false }),
    ).toMatchObject({
      kind: 'summary',
    })
    // none available counts as seen
    expect(stepsNeeded(room({ upgradeOffered: false, upgradeSeen: false }))).toEqual([])
  })

  it('finishes one step for every room before moving to the next step', () => {
    const state: FlowState = {
      rooms: [room({ leadGuestValid: false, extrasSelectable: true }), room({ upgradeOffered: true })],
      summarySeen: false,
    }
    // room 2's upgrade comes before room 1's occupancy
    expect(nextStep(state)).toEqual({ kind: 'room', step: StepFlag.UpgradeSelection, roomIndex: 1 })
    const s2 = completeRoomStep(state, 1, StepFlag.UpgradeSelection)
    expect(nextStep(s2)).toEqual({ kind: 'room', step: StepFlag.Occupancy, roomIndex: 0 })
    const s3 = { ...s2, rooms: s2.rooms.map((r, i) => (i === 0 ? { ...r, leadGuestValid: true } : r)) }
    expect(nextStep(s3)).toEqual({ kind: 'room', step: StepFlag.Extras, roomIndex: 0 })
    const s4 = completeRoomStep(s3, 0, StepFlag.Extras)
    expect(nextStep(s4)).toEqual({ kind: 'summary', step: StepFlag.BookingSummary })
    expect(nextStep({ ...s4, summarySeen: true })).toEqual({ kind: 'checkout', stage: BookingStage.Checkout })
  })
})

describe('step machine invariants', () => {
  const flowRoom = fc.record({
    roomTypeId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    ratePlanId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    upgradeOffered: fc.boolean(),
    upgradeSeen: fc.boolean(),
    leadGuestValid: fc.boolean(),
    extrasSelectable: fc.boolean(),
    extrasSeen: fc.boolean(),
  })

  /** What the guest does at each step: picks, views, fills in. */
  function act(state: FlowState): FlowState {
    const step = nextStep(state)
    if (step.kind === 'summary') return { ...state, summarySeen: true }
    if (step.kind === 'checkout') return state
    const rooms = state.rooms.map((r, i) => {
      if (i !== step.roomIndex) return r
      switch (step.step) {
        case StepFlag.RoomTypeSelection:
          return { ...r, roomTypeId: 1 }
        case StepFlag.RatePlanSelection:
          return { ...r, ratePlanId: 1 }
        case StepFlag.Occupancy:
          return { ...r, leadGuestValid: true }
        default:
          return r
      }
    })
    return completeRoomStep({ ...state, rooms }, step.roomIndex, step.step)
  }

  it('always reaches Checkout for a valid basket, within a bounded number of steps', () => {
    fc.assert(
      fc.property(fc.array(flowRoom, { minLength: 1, maxLength: 6 }), (rooms) => {
        let state: FlowState = { rooms, summarySeen: false }
        const bound = rooms.length * 5 + 1
        for (let i = 0; i <= bound && nextStep(state).kind !== 'checkout'; i++) state = act(state)
        expect(nextStep(state).kind).toBe('checkout')
      }),
    )
  })

  it('never skips a room that still needs a step', () => {
    fc.assert(
      fc.property(fc.array(flowRoom, { minLength: 1, maxLength: 6 }), fc.boolean(), (rooms, summarySeen) => {
        const step = nextStep({ rooms, summarySeen })
        if (step.kind === 'room') {
          // it is the first room that needs this step, and no room needs an earlier step
          expect(rooms.findIndex((r) => roomNeedsStep(r, step.step))).toBe(step.roomIndex)
          for (const r of rooms) for (const s of stepsNeeded(r)) expect(s).toBeGreaterThanOrEqual(step.step)
        } else {
          // summary or checkout only when no room needs anything
          for (const r of rooms) expect(stepsNeeded(r)).toEqual([])
          if (step.kind === 'checkout') expect(summarySeen).toBe(true)
        }
      }),
    )
  })
})
