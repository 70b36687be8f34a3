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
