import { lazy } from 'react'

// The steps after the room list, and the extras dialog, load once the list is on screen (decision 0027): the
// form library and Mantine's Modal are a third of this page's code, and the list paints without them.
const loadLeadGuestStep = () => import('./lead-guest-step')
const loadExtrasStep = () => import('./extras-step')
const loadExtrasDialog = () => import('@/ui/extras-dialog')
export const LeadGuestStep = lazy(() => loadLeadGuestStep().then((m) => ({ default: m.LeadGuestStep })))
export const ExtrasStep = lazy(() => loadExtrasStep().then((m) => ({ default: m.ExtrasStep })))
export const ExtrasDialog = lazy(() => loadExtrasDialog().then((m) => ({ default: m.ExtrasDialog })))

/** Starts loading the later steps' code, so a choice opens its step at once. */
export function preloadLaterSteps() {
  void loadLeadGuestStep()
  void loadExtrasStep()
  void loadExtrasDialog()
}
