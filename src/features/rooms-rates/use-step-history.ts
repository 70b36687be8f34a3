import { useEffect, useRef } from 'react'
import { useLocation, useNavigate, useNavigationType } from 'react-router'
import { StepFlag } from '@/domain/booking-flow'
import {
  getBookingSession,
  reopenRoomStep,
  reopenSummary,
  selectRoom,
  type ReopenedStep,
} from '@/state/booking-session'

/** What a Rooms & Rates history entry keeps: the step it showed (flowPosition's stepKey). */
type EntryState = { roomsStep?: string } | null

const LATER_STEPS: readonly number[] = [StepFlag.UpgradeSelection, StepFlag.Occupancy, StepFlag.Extras]

/**
 * Each step inside Rooms & Rates is a history entry of its own (decision 0131): a room's choice, its upgrade, lead
 * guest and extras, the summary. The browser's Back (from Checkout too) walks back through them instead of
 * leaving the flow, and Forward walks on again; nothing the guest chose is undone by it. The address stays
 * the search's (decision 0118): the step lives in the entry's state, not in the address.
 */
export function useStepHistory(shownStep: string, ready: boolean) {
  // The summary once Checkout was opened is the same step to the guest: Back from Checkout lands on it.
  const stepKey = shownStep === 'checkout' ? 'summary' : shownStep
  const location = useLocation()
  const navigate = useNavigate()
  const navigationType = useNavigationType()
  const entryStep = (location.state as EntryState)?.roomsStep
  // The entry the guest is on and the step it names: set here as soon as an entry is named or made, since the
  // router tells of the new entry a moment later, and a quick next step must not take its place.
  const entry = useRef<{ key: string | null; step: string | undefined }>({ key: null, step: undefined })
  // A Back or Forward is taking the page to its entry's step; where it cannot, the entry is renamed.
  const settling = useRef(false)

  useEffect(() => {
    if (!ready) return
    const arrived = entry.current.key !== location.key
    if (arrived) entry.current = { key: location.key, step: entryStep }
    if (arrived && navigationType === 'POP' && entryStep !== undefined && entryStep !== stepKey) {
      settling.current = goBackTo(entryStep)
      if (settling.current) return
    }
    if (entry.current.step === stepKey) {
      settling.current = false
      return
    }
    // An entry not yet named (the first step, or an address changed in place) or one whose step cannot show
    // (its room released meanwhile) takes this step's name; a step the guest moved on to is a new entry.
    const replace = entry.current.step === undefined || settling.current
    settling.current = false
    entry.current.step = stepKey
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace, state: { ...(location.state as object | null), roomsStep: stepKey } },
    )
  }, [ready, location, entryStep, stepKey, navigationType, navigate])
}

/** Shows the step an entry names again; false when the session has nothing to change for it. */
function goBackTo(step: string): boolean {
  const before = getBookingSession()
  if (step === 'summary') reopenSummary()
  const match = /^(active|\d+)-(\d+)$/.exec(step)
  if (match) {
    const roomIndex = Number(match[2])
    const flag = Number(match[1])
    if (LATER_STEPS.includes(flag)) reopenRoomStep({ step: flag as ReopenedStep['step'], roomIndex })
    // A room's choice: the room shows again with what it holds; a room not chosen yet is the flow's step.
    else selectRoom(before.choices[roomIndex] ? roomIndex : null)
  }
  return getBookingSession() !== before
}
