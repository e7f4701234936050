import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runNode } from '#test/helpers/node-process.ts'
import { SERVER_NODE_FLAGS, youngGenerationWarning } from './node-flags.ts'

const readRoot = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8')

/** The young generation's size, in MB, of a fresh Node process started with these options. */
function youngGenerationMb(nodeFlags: string[]): number {
  const stdout = runNode([
    ...nodeFlags,
    '--eval',
    `const newSpace = require('node:v8').getHeapSpaceStatistics()
       .find((space) => space.space_name === 'new_space')
     console.log(newSpace.space_size / 1024 / 1024)`,
  ])
  return Number(stdout.trim())
}

describe('Node options of the server process', () => {
  const command = `node ${SERVER_NODE_FLAGS.join(' ')} dist/server/server.js`

  it('are the ones every documented way of starting the server passes', () => {
    const scripts = JSON.parse(readRoot('package.json')).scripts as Record<string, string>
    expect(scripts.start).toBe(`npm run build && ${command}`)
    expect(scripts.serve).toBe(command)
    // The README's scaling lines: each process started the same way.
    const readmeStarts = readRoot('README.md')
      .split('\n')
      .filter((line) => /^PORT=\d+ node /.test(line))
    expect(readmeStarts.length).toBeGreaterThan(0)
    for (const line of readmeStarts) expect(line).toContain(command)
    // `npm run dev` passes them through tsx.
    expect(readRoot('scripts/dev.mjs')).toContain(
      `const nodeFlags = [${SERVER_NODE_FLAGS.map((flag) => `'${flag}'`).join(', ')}]`,
    )
  })

  it('give the young generation its size from the start', () => {
    expect(youngGenerationMb(SERVER_NODE_FLAGS)).toBe(16)
    expect(youngGenerationMb([])).toBeLessThan(16)
  })

  it('are asked for by a server started without them', () => {
    expect(youngGenerationWarning(SERVER_NODE_FLAGS)).toBeNull()
    expect(
      youngGenerationWarning(['--min_semi_space_size=32', '--max-semi-space-size=64']),
    ).toBeNull()
    for (const started of [[], ['--min-semi-space-size=8'], ['--max-semi-space-size=32']]) {
      expect(youngGenerationWarning(started)).toContain(command)
    }
    expect(youngGenerationWarning(['--min-semi-space-size=8'])).toContain(
      '(--min-semi-space-size: 8)',
    )
  })
})
