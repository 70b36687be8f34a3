/**
 * One POST of a webhook, refusing addresses inside the server's own network (SSRF, decision 0106): a hotel's
 * URL is typed by a person with a back office login, and must not let them reach the server's loopback, the
 * cloud metadata endpoint or private services. The check runs in the connection's own DNS lookup, so a name that
 * resolves to a public address when checked and a private one when connecting (DNS rebinding) is refused too.
 * `WEBHOOK_ALLOW_PRIVATE=1` lifts it for tests and a demo with a receiver on the same machine.
 */
import { lookup, type LookupAddress } from 'node:dns'
import { request as httpRequest, type RequestOptions } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/** A delivery that no retry can fix (a bad URL, a private address, no secret): given up at once. */
export class PermanentWebhookError extends Error {}

const privateRanges = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6')
}

/** Whether `address` (an IP) is one a webhook may not reach without WEBHOOK_ALLOW_PRIVATE. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return true
  // An IPv4 address written as IPv6 is judged as the IPv4 address (a hex form is refused rather than decoded).
  if (family === 6 && address.toLowerCase().startsWith('::ffff:')) {
    const mapped = address.slice(7)
    return isIP(mapped) === 4 ? privateRanges.check(mapped, 'ipv4') : true
  }
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** dns.lookup that fails when any address of the name is private. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0)
    const refused = addresses.find((a) => isPrivateAddress(a.address))
    if (refused || addresses.length === 0) {
      const reason = new PermanentWebhookError(
        `${hostname} is a private address (${refused?.address ?? 'none'})`,
      )
      return callback(Object.assign(reason, { code: 'EPRIVATE' }), '', 0)
    }
    if (options.all) return callback(null, addresses)
    const [first] = addresses
    return callback(null, first?.address ?? '', first?.family ?? 4)
  })
}

/** The URL a webhook may be sent to: http or https, no user name or password in it. */
export function webhookTarget(url: string): URL {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new PermanentWebhookError('The webhook URL is not a URL')
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new PermanentWebhookError('The webhook URL must start with http:// or https://')
  }
  if (parsed.username || parsed.password)
    throw new PermanentWebhookError('The webhook URL may not carry a password')
  return parsed
}

export type WebhookPostOptions = { allowPrivate: boolean; timeoutMs: number }

/** POSTs `body` to `url` and resolves with the answer's status (the answer's body is read and dropped). */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: WebhookPostOptions,
): Promise<number> {
  const target = webhookTarget(url)
  const literal = target.hostname.replace(/^\[|\]$/g, '')
  if (!options.allowPrivate && isIP(literal) !== 0 && isPrivateAddress(literal)) {
    return Promise.reject(new PermanentWebhookError(`${literal} is a private address`))
  }
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest
  const settings: RequestOptions = {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    timeout: options.timeoutMs,
    ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
  }
  return new Promise((resolve, reject) => {
    const sent = request(target, settings, (answer) => {
      answer.resume()
      answer.on('end', () => resolve(answer.statusCode ?? 0))
      answer.on('error', reject)
    })
    sent.on('timeout', () => sent.destroy(new Error(`No answer within ${options.timeoutMs} ms`)))
    sent.on('error', reject)
    sent.end(body)
  })
}
