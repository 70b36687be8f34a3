import { useEffect, useRef } from 'react'

/**
 * Each new step of rooms and rates takes the focus and the view: its heading is focused (a screen reader
 * announces it) and scrolled to. docs/product/search.md#screens: on mobile the booking summary scrolls to the top of the page, where it
 * then stands (`summaryOnTop`). Returns the ref of the column the steps render in.
 */
export function useStepFocus(stepKey: string, summaryOnTop: boolean, ready: boolean) {
  const mainColumn = useRef<HTMLDivElement>(null)
  // The first step the guest sees (on arrival, or once a search from the address has answered) is where the
  // page starts: only later steps move the focus.
  const shownStep = useRef<string | null>(null)
  useEffect(() => {
    if (!ready) return
    if (shownStep.current === null || shownStep.current === stepKey) {
      shownStep.current = stepKey
      return
    }
    shownStep.current = stepKey
    const column = mainColumn.current
    const show = () => {
      const heading = summaryOnTop
        ? document.getElementById('basket-title')
        : column?.querySelector<HTMLElement>('h2')
      if (!heading) return false
      heading.tabIndex = -1
      heading.focus({ preventScroll: true })
      if (summaryOnTop) window.scrollTo({ top: 0, behavior: 'smooth' })
      else heading.scrollIntoView({ block: 'start', behavior: 'smooth' })
      return true
    }
    if (show() || !column) return
    // A step whose code is still loading gets its heading in a moment: the focus waits for it.
    const watcher = new MutationObserver(() => {
      if (show()) watcher.disconnect()
    })
    watcher.observe(column, { childList: true, subtree: true })
    return () => watcher.disconnect()
  }, [stepKey, summaryOnTop, ready])
  return mainColumn
}
