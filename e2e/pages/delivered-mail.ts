import { expect } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { mailsTo } from './account-mail'

export type DeliveredMail = { text: string; html: string; buttons: Map<string, string> }

/**
 * The newest e-mail to `to` whose subject starts with `subject`, once the server's outbox has delivered it,
 * read as a mail client would (mailparser): its text, its HTML and the address behind each button.
 */
export async function deliveredMail(to: string, subject: string): Promise<DeliveredMail> {
  let raw = ''
  await expect.poll(() => (raw = mailsTo(to, subject).at(-1) ?? ''), { timeout: 30_000 }).not.toBe('')
  const mail = await simpleParser(raw)
  const html = typeof mail.html === 'string' ? mail.html : ''
  const buttons = new Map<string, string>()
  for (const m of html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g))
    buttons.set(m[2] ?? '', (m[1] ?? '').replace(/&amp;/g, '&'))
  return { text: mail.text ?? '', html, buttons }
}
