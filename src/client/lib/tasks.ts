// Breaking work into tasks, so a slow phone's main thread is never blocked for long: between two
// tasks the browser paints and answers a tap.

type Scheduler = { yield?: () => Promise<void> }

/** Resolves in a task of its own (after the browser has had the chance to do its own work). */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Runs `work` when the main thread has nothing else to do (after the page's own start, say), or
 * after `timeoutMs` at the latest.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => work(), { timeout: timeoutMs })
  } else {
    setTimeout(work, 1)
  }
}
