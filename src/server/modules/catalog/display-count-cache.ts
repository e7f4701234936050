// READ_CACHES=off (config.ts) turns off every cache of this kind that keeps whole answers (search
// result pages and suggestions), so that a benchmark measures the work each request really does.
// Caches made with `keepWhenReadCachesOff` (the catalogue's totals and category counts) stay on:
// they hold a figure shown beside a page that is always read fresh, the recount of which costs
// more than the page, and the bench's floor server keeps that figure the same way.
let readCachesOn = true

/** Set once at start from the READ_CACHES setting. */
export function setReadCaches(on: boolean): void {
  readCachesOn = on
}

/**
 * A small in-memory cache for display-only figures (result totals, product counts) that are too
 * costly to recompute on every request of a hot list. A value is fresh for `ttlMs`; for one more
 * `ttlMs` it is still served at once while a single background load replaces it, so a busy key
 * never makes callers wait. Concurrent misses share one load. Values are kept per database
 * handle (tests and tools may open several in one process).
 */
export class DisplayCountCache<T> {
  private readonly byDatabase = new WeakMap<object, Map<string, Entry<T>>>()

  constructor(
    private readonly options: {
      ttlMs: number
      maxEntries: number
      now?: () => number
      /** Stays on with READ_CACHES=off (see above). */
      keepWhenReadCachesOff?: boolean
    },
  ) {}

  get(database: object, key: string, load: () => Promise<T>): Promise<T> {
    if (!readCachesOn && !this.options.keepWhenReadCachesOff) return load()
    let entries = this.byDatabase.get(database)
    if (!entries) this.byDatabase.set(database, (entries = new Map()))
    const now = this.now()
    const entry = entries.get(key)

    if (entry?.loaded) {
      if (now < entry.freshUntil) return Promise.resolve(entry.value)
      if (now < entry.freshUntil + this.options.ttlMs) {
        if (!entry.refreshing) this.refresh(entry, load)
        return Promise.resolve(entry.value)
      }
    } else if (entry?.pending) {
      return entry.pending
    }

    entries.delete(key)
    if (entries.size >= this.options.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest.
      entries.delete(entries.keys().next().value!)
    }
    const fresh: Entry<T> = {
      loaded: false,
      value: undefined as T,
      freshUntil: 0,
      refreshing: false,
    }
    fresh.pending = load().then(
      (value) => {
        Object.assign(fresh, { loaded: true, value, freshUntil: this.now() + this.options.ttlMs })
        fresh.pending = undefined
        return value
      },
      (error: unknown) => {
        if (entries.get(key) === fresh) entries.delete(key)
        throw error
      },
    )
    entries.set(key, fresh)
    return fresh.pending
  }

  private now() {
    return (this.options.now ?? Date.now)()
  }

  private refresh(entry: Entry<T>, load: () => Promise<T>) {
    entry.refreshing = true
    load().then(
      (value) => {
        entry.value = value
        entry.freshUntil = this.now() + this.options.ttlMs
        entry.refreshing = false
      },
      () => {
        // The stale value goes on serving until it ages out; then a caller loads again and
        // sees any lasting failure itself.
        entry.refreshing = false
      },
    )
  }
}

type Entry<T> = {
  loaded: boolean
  value: T
  freshUntil: number
  refreshing: boolean
  pending?: Promise<T> | undefined
}
