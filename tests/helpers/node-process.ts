import { spawnSync } from 'node:child_process'
import { expect } from 'vitest'

/**
 * Runs Node with these arguments in a fresh process: a heap and V8 settings of its own, whatever
 * the test worker ran before. Returns what it printed, once it has exited cleanly.
 */
export function runNode(args: string[]): string {
  const child = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 60_000 })
  expect(child.status, child.stderr).toBe(0)
  return child.stdout
}
