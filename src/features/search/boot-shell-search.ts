import { searchFromQuery, type SearchQuery } from '@/api/contract/search-address'
import { shellRoomsOf } from '@/boot-shell/shell-search-fields'

// The search a guest started in the boot shell's form (decision 0110), picked up by the app's search page so
// nothing they typed or chose is lost when React replaces the shell's markup.

/** The boot shell's search form, while it is still on the page (until the app's first render replaces it). */
export function bootShellSearchForm(): HTMLFormElement | null {
  const form = document.getElementById('boot-search')
  return form instanceof HTMLFormElement ? form : null
}

/**
 * What the shell's form holds, as the address would carry it. Works on the form after React has taken it off
 * the page too: its fields keep their values.
 */
export function searchOfShellForm(form: HTMLFormElement): SearchQuery {
  const params = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value)
  return { ...searchFromQuery(params), rooms: shellRoomsOf(params) }
}

/** Whether the guest has the shell's calendar open (src/boot-shell/shell-calendar.ts): the app's opens in its place. */
export function shellCalendarOpen(form: HTMLFormElement): boolean {
  const panel = form.querySelector('#boot-calendar')
  return panel instanceof HTMLElement && !panel.hidden
}
