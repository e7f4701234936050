// Load with autocannon over a varied set of addresses: every request picks one at random, so
// neither the app nor PostgreSQL sees one hot address. Latency percentiles come from every
// response's own time (autocannon's histogram has no p95).
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'

export type Sample = {
  /** Responses per second over the measured time. */
  requests: number
  seconds: number
  latencies: number[]
  errors: number
  non2xx: number
  /** CPU time the measured process spent (user + system), ms; 0 when not measured. */
  cpuMs: number
}

export type Summary = {
  rps: number
  p50: number
  p95: number
  p99: number
  requests: number
  errors: number
  non2xx: number
  /** CPU time of the measured process per response, ms (when its pid was given). */
  cpuPerRequest: number
}

export const emptySample = (): Sample => ({
  requests: 0,
  seconds: 0,
  latencies: [],
  errors: 0,
  non2xx: 0,
  cpuMs: 0,
})

/**
 * CPU time a process has used so far (user + system), ms, from /proc (Linux; 0 elsewhere). Less
 * sensitive than requests per second to other work sharing the machine.
 */
export function cpuTimeMs(pid: number | undefined): number {
  if (pid === undefined) return 0
  try {
    // Fields 14 and 15 (utime, stime) in clock ticks of 10 ms, after the ")" ending the name.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return 0
  }
}

/** Nearest-rank percentile of a sorted list. */
export const percentile = (sorted: ArrayLike<number>, fraction: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!

/** Runs `connections` connections for `seconds` against `base`, each request a random path. */
export async function load(
  base: string,
  paths: readonly string[],
  options: {
    connections: number
    seconds: number
    headers?: Record<string, string>
    /** The server's process, to measure its CPU time. */
    pid?: number | undefined
  },
): Promise<Sample> {
  const latencies: number[] = []
  const cpuBefore = cpuTimeMs(options.pid)
  const pick = () => paths[Math.floor(Math.random() * paths.length)]!
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: options.connections,
        duration: options.seconds,
        pipelining: 1,
        headers: options.headers ?? {},
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pick() }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    )
    instance.on('response', (_client, _status, _bytes, time) => {
      latencies.push(time)
    })
  })
  return {
    requests: latencies.length,
    seconds: result.duration,
    latencies,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuMs: cpuTimeMs(options.pid) - cpuBefore,
  }
}

/** Several samples of one target as one. */
export function merge(into: Sample, sample: Sample): Sample {
  into.requests += sample.requests
  into.seconds += sample.seconds
  for (const time of sample.latencies) into.latencies.push(time)
  into.errors += sample.errors
  into.non2xx += sample.non2xx
  into.cpuMs += sample.cpuMs
  return into
}

/** Samples taken at the same time (one per process) as one: requests add up, time does not. */
export function concurrent(samples: readonly Sample[]): Sample {
  const all = emptySample()
  for (const sample of samples) merge(all, sample)
  all.seconds = Math.max(...samples.map((sample) => sample.seconds))
  return all
}

export function summarize(sample: Sample): Summary {
  const sorted = Float64Array.from(sample.latencies).sort()
  const round = (ms: number) => Math.round(ms * 10) / 10
  return {
    rps: Math.round(sample.requests / Math.max(sample.seconds, 0.001)),
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    requests: sample.requests,
    errors: sample.errors,
    non2xx: sample.non2xx,
    cpuPerRequest: Math.round((sample.cpuMs / Math.max(sample.requests, 1)) * 1000) / 1000,
  }
}
