// A small seeded generator so every seed run writes the same catalogue.

export type Random = {
  /** Uniform in [0, 1). */
  next: () => number
  /** Integer in [min, max], both included. */
  int: (min: number, max: number) => number
  /** True with probability p. */
  chance: (p: number) => boolean
  pick: <T>(items: readonly T[]) => T
  /** `count` distinct items (all of them when count >= length), in random order. */
  sample: <T>(items: readonly T[], count: number) => T[]
  /** A version-4 shaped UUID drawn from the generator, so ids are reproducible too. */
  uuid: () => string
}

/** mulberry32: 32-bit state, good enough spread for demo data, and tiny. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(next() * items.length)] as T
  }
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items]
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(next() * (index + 1))
      ;[copy[index], copy[other]] = [copy[other] as T, copy[index] as T]
    }
    return copy.slice(0, Math.max(0, count))
  }
  const hex = (length: number) => {
    let text = ''
    for (let index = 0; index < length; index++) text += Math.floor(next() * 16).toString(16)
    return text
  }
  const uuid = () =>
    `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + Math.floor(next() * 4)).toString(16)}${hex(3)}-${hex(12)}`
  return { next, int, chance: (p) => next() < p, pick, sample, uuid }
}

/** Whole birr as a decimal string: 1250 gives '1250.00'. */
export const birr = (amount: number) => amount.toFixed(2)

/** Rounds to a price a shop would print: steps of 5, 10, 50 or 100 depending on size. */
export function shopPrice(amount: number): number {
  const step = amount < 200 ? 5 : amount < 1000 ? 10 : amount < 10_000 ? 50 : 100
  return Math.max(step, Math.round(amount / step) * step)
}

/** Lower-case ASCII slug; non-Latin text is dropped (pass the English name). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/g, '')
}

export const DAY_MS = 86_400_000
