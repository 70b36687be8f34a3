/** Reads an iCalendar text back the way a calendar does: unfolds continued lines into name → value properties. */
export function icsProperties(ics: string): { lines: string[]; props: Map<string, string> } {
  const raw = ics.split('\r\n')
  const unfolded = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((l) => l)
  const props = new Map<string, string>()
  for (const line of unfolded) {
    const colon = line.indexOf(':')
    if (colon > 0 && !line.startsWith('BEGIN') && !line.startsWith('END'))
      props.set(line.slice(0, colon), line.slice(colon + 1))
  }
  return { lines: raw, props }
}
