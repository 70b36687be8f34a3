// What every piece of the boot shell's markup shares: its fonts and the escaping of what a property says.
// Plain strings only: the server and the build import this (src/boot-shell/boot-shell.ts).

export const FONT =
  'system-ui, -apple-system, &quot;Segoe UI&quot;, Roboto, &quot;Helvetica Neue&quot;, Arial, sans-serif'
export const HEADING_FONT = 'Georgia, &quot;Times New Roman&quot;, serif'

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** A catalogue text with its {name} placeholders filled in. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole))
}
