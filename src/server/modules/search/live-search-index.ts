import type { Executor } from '#server/db/database.ts'
import { SearchIndex, type OrderName } from './search-index.ts'
import { Vocabulary } from './vocabulary.ts'
import {
  allSearchTerms,
  CHANGES_KEPT_MINUTES,
  changesSince,
  countListed,
  currentHorizon,
  listedIdsInOrder,
  listedRowsAfter,
  pruneChanges,
} from './search-index.queries.ts'

// The search index of one database handle, loaded from product_search and kept in step with it
// (docs/decisions/043-search-index-in-memory.md). Before each search it reads the rows changed
// since its horizon, the oldest transaction that was still running when it last read: a row
// written by any transaction that ended before a search began is in that search's answer, whichever
// process wrote it.

/** Below this many listed products a search waits for the load (well under a second) instead of asking the database meanwhile. */
const WAIT_FOR_LOAD_BELOW = 20_000
const LOAD_PAGE = 5_000
const PRUNE_EVERY_MS = 60_000
const SYNC_EVERY_MS = 30_000
/**
 * Past this many products changed since the load (or this share of them), everything is loaded
 * again, so that the changed ones are in the sorts' orders instead of looked at by every query.
 */
const RELOAD_TAIL = 10_000
const RELOAD_SHARE = 0.05
/** Past this without a sync, changes may have been pruned: everything is read again. */
const RELOAD_AFTER_MS = (CHANGES_KEPT_MINUTES - 2) * 60_000
const NIL_ID = '00000000-0000-0000-0000-000000000000'
const ORDERS: OrderName[] = ['relevance', 'price', 'newest', 'rating', 'popular', 'name']
/** The word a product's category adds to its document (migration 0022): no key, so not vocabulary. */
const CATEGORY_WORD = /^zc[g-p]{32}$/

/** What a search matches with: the index and the vocabulary its query's keys are looked up in. */
export type UsableIndex = { index: SearchIndex; vocabulary: Vocabulary }

export type SearchIndexState = 'loading' | 'ready' | 'failed' | 'closed'

type Logger = {
  error: (object: unknown, message: string) => void
  warn: (object: unknown, message: string) => void
}

/** After a load fails, the next starts after this, doubled each time up to LOAD_RETRY_MAX_MS. */
const LOAD_RETRY_MS = 5_000
const LOAD_RETRY_MAX_MS = 60_000
/** Failed loads logged as warnings (the database may be starting or busy) before errors. */
const LOAD_FAILURES_WARNED = 3

export class LiveSearchIndex {
  state: SearchIndexState = 'loading'
  private index = new SearchIndex()
  private vocabulary = new Vocabulary()
  private horizon = '0'
  private syncedAt = 0
  private prunedAt = 0
  private loading: Promise<void> = Promise.resolve()
  private waitForLoad = false
  private counting: Promise<void> = Promise.resolve()
  private current: Promise<void> | null = null
  private next: Promise<void> | null = null
  private timer: NodeJS.Timeout | null = null
  /** A load under way while searches go on with the index held; swapped in at the next sync. */
  private reloading: Promise<void> | null = null
  private reloaded: (UsableIndex & { horizon: string }) | null = null
  /** Not synced for longer than changes are kept: unusable until loaded again. */
  private stale = false

  private readonly reloadTail: number
  private readonly retryMs: number
  private loadFailures = 0
  private retry: NodeJS.Timeout | null = null

  constructor(
    private readonly db: Executor,
    private readonly log: Logger,
    options: { reloadTail?: number; retryMs?: number } = {},
  ) {
    this.reloadTail = options.reloadTail ?? RELOAD_TAIL
    this.retryMs = options.retryMs ?? LOAD_RETRY_MS
  }

  /** Settles when the first load has ended, loaded or not. */
  loaded(): Promise<void> {
    return this.loading
  }

  /** Starts reading every listed product; searches meanwhile ask the database. */
  start(): void {
    this.loading = this.load()
    // Read changes now and then even without searches, so none is pruned before it is read.
    this.timer = setInterval(() => {
      if (this.state === 'ready') this.sync().catch(this.logError('reading changes'))
    }, SYNC_EVERY_MS)
    this.timer.unref()
  }

  /** Logs a failure, unless the index was closed meanwhile (its database handle with it). */
  private logError(doing: string) {
    return (error: unknown) => {
      if (this.state !== 'closed') this.log.error({ err: error }, `search index: ${doing} failed`)
    }
  }

  /** Listed products held (0 until loaded). */
  get products(): number {
    return this.state === 'ready' ? this.index.size : 0
  }

  private async load(): Promise<void> {
    try {
      this.counting = countListed(this.db).then((listed) => {
        this.waitForLoad = listed < WAIT_FOR_LOAD_BELOW
      })
      await this.counting
      const { index, vocabulary, horizon } = await this.readAll()
      if (this.state === 'closed') return
      this.index = index
      this.vocabulary = vocabulary
      this.horizon = horizon
      this.syncedAt = Date.now()
      this.loadFailures = 0
      this.state = 'ready'
    } catch (error) {
      if (this.state === 'closed') return
      // Searches ask the database meanwhile; the index is loaded again a little later.
      this.state = 'failed'
      this.loadFailures++
      const wait = Math.min(this.retryMs * 2 ** (this.loadFailures - 1), LOAD_RETRY_MAX_MS)
      const message = `search index: loading failed (attempt ${this.loadFailures}); searches use the database, next attempt in ${wait} ms`
      if (this.loadFailures <= LOAD_FAILURES_WARNED) this.log.warn({ err: error }, message)
      else this.log.error({ err: error }, message)
      this.retry = setTimeout(() => {
        this.retry = null
        if (this.state !== 'failed') return
        this.state = 'loading'
        this.loading = this.load()
      }, wait)
      this.retry.unref()
    }
  }

  private async readAll(): Promise<UsableIndex & { horizon: string }> {
    // Taken first: whatever changes while the pages are read is read again by the first sync.
    const horizon = await currentHorizon(this.db)
    const index = new SearchIndex()
    let after = NIL_ID
    for (;;) {
      if (this.state === 'closed') break
      const rows = await listedRowsAfter(this.db, after, LOAD_PAGE)
      for (const row of rows) index.upsert(row)
      if (rows.length < LOAD_PAGE) break
      after = rows[rows.length - 1]!.productId
    }
    // After the rows: every word of a document loaded is known by now (documents are written
    // before their words; a later change brings its own words).
    const vocabulary = new Vocabulary()
    for (const term of await allSearchTerms(this.db)) vocabulary.add(term)
    for (const order of ORDERS) {
      index.setOrder(order, await listedIdsInOrder(this.db, order))
      // Each order is a moment's work for the app: the others' requests go between them.
      await new Promise((resolve) => setImmediate(resolve))
    }
    await index.seal()
    return { index, vocabulary, horizon }
  }

  /**
   * The index, in step with every transaction that ended before this call; null while it is
   * loading (a large catalogue) or could not be loaded, or when some listed product has no
   * search document yet and `complete` (which writes missing documents) leaves some still
   * without one: those are matched by name in the database.
   */
  async usable(complete: () => Promise<unknown>): Promise<UsableIndex | null> {
    if (this.state === 'loading') {
      // A small catalogue is worth waiting for: a search then always finds the same way.
      await this.counting.catch(() => undefined)
      if (this.waitForLoad) await this.loading
    }
    if (this.state !== 'ready') return null
    await this.sync()
    if (this.stale) return null
    if (this.index.unwritten > 0) {
      await complete()
      await this.sync()
    }
    return this.index.unwritten === 0 ? { index: this.index, vocabulary: this.vocabulary } : null
  }

  /** Loaded, and every listed product known to the index has its search document. */
  get complete(): boolean {
    return this.state === 'ready' && this.index.unwritten === 0
  }

  /**
   * Reads the changes. A call made while a read is under way waits for the next one, which starts
   * after it: a read that began before the caller might miss what the caller has just written.
   */
  sync(): Promise<void> {
    if (this.next) return this.next
    if (!this.current) return this.read()
    this.next = this.current
      .catch(() => undefined)
      .then(() => {
        this.next = null
        return this.read()
      })
    return this.next
  }

  private read(): Promise<void> {
    const read = this.readChanges().finally(() => {
      if (this.current === read) this.current = null
    })
    this.current = read
    return read
  }

  private async readChanges(): Promise<void> {
    if (this.reloaded) {
      // Read again from the load's horizon: what changed while its pages were read.
      ;({ index: this.index, vocabulary: this.vocabulary, horizon: this.horizon } = this.reloaded)
      this.reloaded = null
      this.stale = false
      this.syncedAt = Date.now()
    }
    if (Date.now() - this.syncedAt > RELOAD_AFTER_MS) {
      this.stale = true
      this.reload()
      return
    }
    const changes = await changesSince(this.db, this.horizon)
    for (const id of changes.deleted) this.index.remove(id)
    for (const row of changes.rows) {
      // Written with the document's keys (refreshProductSearchDocuments).
      for (const word of row.documentWords) {
        if (!CATEGORY_WORD.test(word)) this.vocabulary.add(word)
      }
      // A row read again (its transaction was running at the last read, or it was loaded as it
      // is) is not written twice.
      if (!this.index.holds(row)) this.index.upsert(row)
    }
    this.horizon = changes.horizon
    this.syncedAt = Date.now()
    const { tail, dead } = this.index.unsealed
    const limit = Math.max(this.reloadTail, this.index.size * RELOAD_SHARE)
    if (tail > limit || dead > limit * 5) this.reload()
    if (this.syncedAt - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = this.syncedAt
      pruneChanges(this.db).catch(this.logError('pruning changes'))
    }
  }

  /** Loads everything again beside the index in use, and has the next sync swap it in. */
  private reload(): void {
    if (this.reloading) return
    this.reloading = this.readAll()
      .then((loaded) => {
        if (this.state !== 'closed') this.reloaded = loaded
      })
      .catch(this.logError('loading again'))
      .finally(() => {
        this.reloading = null
      })
  }

  close(): void {
    this.state = 'closed'
    if (this.timer) clearInterval(this.timer)
    if (this.retry) clearTimeout(this.retry)
  }
}
