/**
 * The client's address, for the per-address limits (server/auth/limits.ts).
 *
 * Trap: X-Forwarded-For is a list every proxy appends to, and the client may start it with anything it likes.
 * Only the entries added by our own proxies can be believed, so the address is read from the right: the one the
 * nearest trusted proxy saw. Without TRUST_PROXY the header is ignored and the socket's peer is the client.
 */
import { isIPv6 } from 'node:net'
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

/** How many proxies stand in front of the server, or their addresses (TRUST_PROXY). 0: none, ignore the header. */
export type TrustProxy = number | readonly string[]

/**
 * TRUST_PROXY: `1`/`true` is one proxy, `N` is N proxies in a row, a comma-separated list names the proxies'
 * addresses; unset, empty, `0` or `false` trusts none.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'false') return 0
  if (text === 'true') return 1
  if (/^\d+$/.test(text)) return Number(text)
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
}

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in-process has no socket.
    return 'unknown'
  }
}

/** `::ffff:10.0.0.1` and `10.0.0.1` are the same IPv4 peer. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').toLowerCase()

export function clientAddress(c: Context, trustProxy: TrustProxy = 0): string {
  const peer = peerAddress(c)
  const noProxies = typeof trustProxy === 'number' ? trustProxy <= 0 : trustProxy.length === 0
  if (noProxies) return peer
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
  if (typeof trustProxy === 'number') {
    // N proxies added the last N entries; the first of those is what the outermost proxy saw.
    return forwarded[Math.max(0, forwarded.length - trustProxy)] ?? peer
  }
  const trusted = new Set(trustProxy.map(plain))
  // Walk back from the peer while the hop is one of ours: the first hop that is not is the client.
  const hops = [...forwarded, peer]
  for (let i = hops.length - 1; i > 0; i -= 1) {
    const hop = hops[i] ?? ''
    if (!trusted.has(plain(hop))) return hop
  }
  return hops[0] ?? peer
}

/** The first 64 bits of an IPv6 address, written out: `2001:db8:0:1::/64`. */
function ipv6Network(address: string): string {
  const bare = address.split('%')[0] ?? ''
  const [head = '', tail = ''] = bare.split('::')
  const front = head ? head.split(':') : []
  const back = bare.includes('::') && tail ? tail.split(':') : []
  const groups = bare.includes('::')
    ? [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back]
    : front
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`
}

/**
 * Whom the per-address limits count: the client address, except that an IPv6 client counts as its /64 network,
 * which one subscriber usually holds whole (anyone can rotate through its 2^64 addresses).
 */
export function clientNetwork(c: Context, trustProxy: TrustProxy = 0): string {
  const address = plain(clientAddress(c, trustProxy))
  return isIPv6(address) ? ipv6Network(address) : address
}
