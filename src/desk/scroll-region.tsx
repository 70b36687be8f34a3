/**
 * A wide table's frame: on a phone it scrolls sideways inside the page, and takes the focus (as a named region)
 * so a keyboard can scroll it too and a screen reader announces what it holds (axe: scrollable-region-focusable).
 */
import type { ReactNode } from 'react'

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  // Named apart from the section around it, which often carries the table's name: two landmarks of one name
  // cannot be told apart (axe: landmark-unique).
  return (
    <div className="desk-table-wrap" tabIndex={0} role="region" aria-label={`${label} (scrolls sideways)`}>
      {children}
    </div>
  )
}
