import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { workerDataDir } from '../worker-server'

// The worker's e2e server writes its e-mails as .eml files under its DATA_DIR/mail (e2e/worker-server.ts).
const mailDir = () => join(workerDataDir(test.info()), 'mail')

/** Every e-mail delivered to `to` (the To header as written) whose subject starts with `subject`, oldest first. */
export function mailsTo(to: string, subject: string): string[] {
  const dir = mailDir()
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((m) => m.includes(`\r\nTo: ${to}\r\n`) && m.includes(`\r\nSubject: ${subject}`))
}

/** The link in the newest e-mail to `to` whose subject starts with `subject`, once it has arrived. */
export async function linkInMail(to: string, subject: string, after = 0): Promise<string> {
  let link = ''
  await expect
    .poll(() => {
      const mails = mailsTo(to, subject)
      if (mails.length <= after) return ''
      link = /https?:\/\/\S+token=[\w-]+/.exec(mails.at(-1) ?? '')?.[0] ?? ''
      return link
    })
    .not.toBe('')
  return link
}

export function countMails(to: string, subject: string): number {
  return mailsTo(to, subject).length
}
