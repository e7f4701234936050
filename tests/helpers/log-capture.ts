import { Writable } from 'node:stream'

let logged: string[] = []
let allowed = 0

/** Pino writes here in tests; errors (level >= 50) are kept for the after-each check. */
export const logStream = new Writable({
  write(chunk, _encoding, callback) {
    const line = chunk.toString()
    try {
      if ((JSON.parse(line) as { level?: number }).level! >= 50) logged.push(line)
    } catch {
      logged.push(line)
    }
    callback()
  },
})

/** For a test that provokes a server error on purpose. */
export function expectLoggedErrors(count: number) {
  allowed += count
}

export function takeLoggedErrors(): string[] {
  const unexpected = logged.slice(allowed)
  logged = []
  allowed = 0
  return unexpected
}
