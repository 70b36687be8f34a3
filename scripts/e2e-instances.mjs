// Two instances of the production build on one PostgreSQL database behind a round-robin proxy, for the
// end-to-end test of issue 20 (e2e/two-instances.spec.ts): every request, page or API, goes to the next instance
// in turn, as a load balancer without sticky sessions would send it. A fresh database is made on the server of
// TEST_DATABASE_URL and dropped on the way out. GET /__instances on the proxy says how many requests each served.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

const baseUrl = process.env.TEST_DATABASE_URL
if (!baseUrl) throw new Error('TEST_DATABASE_URL is needed for two instances on one database.')
const proxyPort = Number(process.env.PORT ?? 4320)

const name = `be_e2e_${randomBytes(4).toString('hex')}`
async function admin(sql) {
  const c = new pg.Client({ connectionString: baseUrl })
  await c.connect()
  try {
    await c.query(sql)
  } finally {
    await c.end()
  }
}
await admin(`CREATE DATABASE ${name}`)
const databaseUrl = new URL(baseUrl)
databaseUrl.pathname = `/${name}`

const instances = [proxyPort + 1, proxyPort + 2].map((port) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'be-e2e-instance-'))
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      PUBLIC_URL: `http://localhost:${proxyPort}`,
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return { port, child, dataDir, served: 0 }
})

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await Promise.all(
    instances.map(
      (i) =>
        new Promise((resolve) => {
          if (i.child.exitCode !== null) return resolve(undefined)
          i.child.once('exit', resolve)
          i.child.kill('SIGTERM')
        }),
    ),
  )
  for (const i of instances) rmSync(i.dataDir, { recursive: true, force: true })
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined)
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
for (const i of instances)
  i.child.on('exit', (code) => !stopping && console.error(`instance ${i.port} exited: ${code}`))

async function ready(port) {
  for (let attempt = 0; attempt < 600; attempt++) {
    const ok = await fetch(`http://127.0.0.1:${port}/ready`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`instance ${port} did not become ready`)
}
await Promise.all(instances.map((i) => ready(i.port)))

let turn = 0
const proxy = http.createServer((req, res) => {
  if (req.url === '/__instances') {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(instances.map((i) => i.served)))
    return
  }
  const target = instances[turn++ % instances.length]
  target.served++
  const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ')
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': forwarded, 'x-forwarded-proto': 'http' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' })
    res.end('Bad gateway')
  })
  req.pipe(upstream)
})
proxy.listen(proxyPort)
