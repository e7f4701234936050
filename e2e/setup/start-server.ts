import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { SERVER_NODE_FLAGS } from '../../src/server/node-flags.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/** Starts the built app on the embedded database with the demo seed, as `npm start` would. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/server/server.js') || !existsSync('dist/client/index.html')) {
    throw new Error('End-to-end tests need a build: run `npm run build` first (npm test does).')
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'selam-e2e-'))
  const port = 5600 + Math.floor(Math.random() * 300)
  const server: ChildProcess = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, 'dist/server/server.js'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // Each browser context sends its own X-Forwarded-For (e2e/browser.ts): many test files
        // register people, as many households would, not one address.
        TRUST_PROXY: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  server.stdout?.on('data', (chunk) => (output += chunk))
  server.stderr?.on('data', (chunk) => (output += chunk))

  const baseUrl = `http://127.0.0.1:${port}`
  // The first start seeds the demo, whose history runs through the services (several seconds,
  // much longer on a busy machine).
  const deadline = Date.now() + 180_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    try {
      const response = await fetch(`${baseUrl}/api/ready`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  project.provide('baseUrl', baseUrl)

  return async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    await rm(dataDir, { recursive: true, force: true })
  }
}
