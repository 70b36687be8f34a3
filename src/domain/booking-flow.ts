/**
 * The booking flow (docs/product/booking.md#steps): stages, step flags and the "next step" rule.
 *
 * Step flags are bit values so a session can hold the set of completed steps in one number. The spec says
 * "bit values 1 to 1024" for ten flags besides None; ten flags need 1…512 (2^0…2^9), so the top flag is 512
 * and we read "1 to 1024" as the range the values fall in, not as an eleventh flag.
 *
 * The next-step rule: after room type and rate plan are chosen for every room, the flow goes step by step
 * and, within a step, room by room — upgrades (offered and not yet seen; with none available the step counts
 * as seen), then Occupancy (lead guest not yet valid), then Extras (selectable and not yet seen). When no room
 * still needs a step the flow moves on: BookingSummary, then Checkout.
 */
export const BookingStage = {
  None: 'None',
  Search: 'Search',
  RoomsAndRates: 'RoomsAndRates',
  Checkout: 'Checkout',
} as const
export type BookingStage = (typeof BookingStage)[keyof typeof BookingStage]

export const StepFlag = {
  None: 0,
  RoomTypeSelection: 1,
  RatePlanSelection: 2,
  UpgradeSelection: 4,
  Occupancy: 8,
  Extras: 16,
  BookingSummary: 32,
  PersonalInformation: 64,
  Account: 128,
  AddressDetails: 256,
  PaymentDetails: 512,
} as const
export type StepFlag = (typeof StepFlag)[keyof typeof StepFlag]

/** Plain data the UI feeds the step machine, one entry per searched room. */
export type FlowRoom = {
  roomTypeId: number | null
  ratePlanId: number | null
  upgradeOffered: boolean
  upgradeSeen: boolean
  leadGuestValid: boolean
  extrasSelectable: boolean
  extrasSeen: boolean
}

export type FlowState = { rooms: readonly FlowRoom[]; summarySeen: boolean }

type NextStep =
  | {
      kind: 'room'
      step:
        | typeof StepFlag.RoomTypeSelection
        | typeof StepFlag.RatePlanSelection
        | typeof StepFlag.UpgradeSelection
        | typeof StepFlag.Occupancy
        | typeof StepFlag.Extras
      roomIndex: number
    }
  | { kind: 'summary'; step: typeof StepFlag.BookingSummary }
  | { kind: 'checkout'; stage: typeof BookingStage.Checkout }

type RoomStep = Extract<NextStep, { kind: 'room' }>['step']

const ROOM_STEPS: readonly [RoomStep, (r: FlowRoom) => boolean][] = [
  [StepFlag.RoomTypeSelection, (r) => r.roomTypeId === null],
  [StepFlag.RatePlanSelection, (r) => r.ratePlanId === null],
  [StepFlag.UpgradeSelection, (r) => r.upgradeOffered && !r.upgradeSeen],
  [StepFlag.Occupancy, (r) => !r.leadGuestValid],
  [StepFlag.Extras, (r) => r.extrasSelectable && !r.extrasSeen],
]

export function nextStep(state: FlowState): NextStep {
  for (const [step, needs] of ROOM_STEPS) {
    const roomIndex = state.rooms.findIndex(needs)
    if (roomIndex >= 0) return { kind: 'room', step, roomIndex }
  }
  if (!state.summarySeen) return { kind: 'summary', step: StepFlag.BookingSummary }
  return { kind: 'checkout', stage: BookingStage.Checkout }
}
