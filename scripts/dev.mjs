// `npm run dev`: the API (tsx watch, port 8081, data in ./data) and the Vite dev server (port 5173) that
// proxies /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '8081'
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, STATIC_DIR: 'dist/client' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '5173'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
]

const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
