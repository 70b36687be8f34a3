/**
 * The clients of the throughput bench: node:http with kept-alive connections, asking for gzip as browsers do
 * (fetch() cost the client process more CPU per request than the server spent answering, so the clients, not the
 * server, set the pace), and a phase runner that spreads its clients over the instances in turn.
 */
import http from 'node:http'
import { gunzipSync } from 'node:zlib'

export type Answer = { ok: boolean; status: number; text(): string }
export type Send = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Answer>

export function httpClient(url: string, agent: http.Agent): Send {
  return (method, path, body, headers = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const req = http.request(
        url + path,
        {
          method,
          agent,
          headers: {
            'Accept-Encoding': 'gzip',
            ...(payload === undefined
              ? {}
              : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('error', reject)
          res.on('end', () => {
            const status = res.statusCode ?? 0
            const raw = Buffer.concat(chunks)
            const gzipped = res.headers['content-encoding'] === 'gzip'
            resolve({
              ok: status >= 200 && status < 300,
              status,
              text: () => (gzipped ? gunzipSync(raw) : raw).toString('utf8'),
            })
          })
        },
      )
      req.on('error', reject)
      req.end(payload)
    })
}

export type PhaseFigures = { rate: number; p50: number; p99: number; requests: number; failures: number }

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}

/**
 * Runs `clients` loops for `seconds`; loop i calls `once` with the instance it talks to (i modulo the number of
 * instances, as a round-robin balancer would spread connections) and counts a false answer as a failure.
 */
export async function runPhase(
  instances: readonly Send[],
  clients: number,
  seconds: number,
  once: (send: Send, client: number, n: number) => Promise<boolean>,
): Promise<PhaseFigures> {
  const latencies: number[] = []
  let failures = 0
  const end = performance.now() + seconds * 1000
  let n = 0
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const send = instances[i % instances.length]
      if (!send) return
      while (performance.now() < end) {
        const t0 = performance.now()
        const ok = await once(send, i, n++)
        latencies.push(performance.now() - t0)
        if (!ok) failures++
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return {
    rate: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    failures,
  }
}
