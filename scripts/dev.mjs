// `npm run dev`: the API server with reload (tsx watch) and Vite with hot reload side by side.
import { spawn } from 'node:child_process'

// The server's Node options (src/server/node-flags.ts; node-flags.test.ts checks they match).
const nodeFlags = ['--min-semi-space-size=16', '--max-semi-space-size=32']

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', ...nodeFlags, 'src/server/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '5000', CLIENT_DIR: './no-client-in-dev' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
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
