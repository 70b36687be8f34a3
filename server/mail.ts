/** The mail outbox: each message is written as an .eml file under mailDir (DATA_DIR/mail), nothing is sent. */
import { join } from 'node:path'
import { writePrivateFile } from './private-files'

export type Mail = { to: string; from: string; subject: string; text: string }

export async function writeMail(
  mailDir: string | undefined,
  name: string,
  mail: Mail,
  now: Date,
): Promise<string | null> {
  if (!mailDir) return null
  const safe = name.replace(/[^\w.-]/g, '_')
  const file = join(mailDir, `${now.toISOString().replace(/[:.]/g, '-')}-${safe}.eml`)
  const header = (s: string) => s.replace(/[\r\n]+/g, ' ')
  const eml = [
    `From: ${header(mail.from)}`,
    `To: ${header(mail.to)}`,
    `Subject: ${header(mail.subject)}`,
    `Date: ${now.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.text,
    '',
  ].join('\r\n')
  // A mail may hold a password-reset link: for the server's user only.
  await writePrivateFile(file, eml)
  return file
}
