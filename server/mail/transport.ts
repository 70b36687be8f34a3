import type { OutboxMessage } from './outbox'

/**
 * How a queued message leaves: the demo writes .eml files (./eml-files.ts); SMTP is another transport. `deliver`
 * resolves once the message is accepted and throws otherwise; the worker retries a throw later. It may be called
 * again for a message already accepted (a crash between acceptance and the worker marking it sent), so a
 * transport passes `messageId` on for the receiver to drop the copy.
 */
export type MailTransport = {
  deliver(message: OutboxMessage): Promise<void>
}
