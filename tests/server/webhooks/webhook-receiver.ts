/**
 * A hotel's webhook endpoint for the tests: a real HTTP server on port 0 that keeps what it received (headers
 * and the raw body, as a receiver must verify the signature over the bytes sent) and answers with the statuses
 * it is told, one per request (the last repeated), after an optional delay.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ReceivedHook = { headers: IncomingHttpHeaders; body: string }

export type WebhookReceiver = {
  url: string
  received: ReceivedHook[]
  /** The statuses of the next answers, in order; the last one repeats. */
  answers: number[]
  delayMs: number
  stop(): Promise<void>
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: Omit<WebhookReceiver, 'url' | 'stop'> = { received: [], answers: [204], delayMs: 0 }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      receiver.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      const status =
        receiver.answers.length > 1 ? (receiver.answers.shift() ?? 204) : (receiver.answers[0] ?? 204)
      setTimeout(() => res.writeHead(status).end(), receiver.delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = address !== null && typeof address === 'object' ? (address satisfies AddressInfo).port : 0
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks/bookings`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}
