import { randomBytes } from 'node:crypto'
import {
  link,
  mkdir,
  readFile,
  realpath,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

// PGlite is one process's database: a second process writing the same directory would silently
// lose acknowledged writes. The lock is a file INSIDE the directory, found through the directory's
// real path, so every spelling of the path (symlinks, `..`, a shared volume mounted anywhere)
// meets the same lock. It names its owner, so a start after a crash takes it over at once.

export const LOCK_FILE = '.selam.lock'
/** A lock written on another host counts as abandoned when not refreshed for this long. */
const FOREIGN_STALE_MS = 15_000
const HEARTBEAT_MS = 5_000

type Owner = { pid: number; host: string; since: string }

// Directories this process holds, so opening one twice in one process is refused too.
const heldHere = new Set<string>()

export class DataDirInUseError extends Error {
  constructor(dir: string, owner: Owner | undefined) {
    super(
      `The data directory ${dir} is in use by another Selam Market process` +
        (owner ? ` (pid ${owner.pid} on ${owner.host}, since ${owner.since})` : '') +
        '. Stop it first, or set DATABASE_URL to run several processes against PostgreSQL.',
    )
    this.name = 'DataDirInUseError'
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function readOwner(file: string): Promise<(Owner & { modified: number }) | undefined> {
  try {
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)])
    const owner = JSON.parse(text) as Owner
    return { ...owner, modified: info.mtimeMs }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    // Unreadable content: treat as a lock of nobody we can check, aged by its time stamp.
    const info = await stat(file).catch(() => undefined)
    return info ? { pid: 0, host: '?', since: '?', modified: info.mtimeMs } : undefined
  }
}

/** Why the owner no longer holds the lock, or undefined while it does. */
function abandonment(owner: Owner & { modified: number }, dir: string): string | undefined {
  if (owner.host === os.hostname() && owner.pid > 0) {
    if (owner.pid === process.pid && !heldHere.has(dir)) {
      return `the previous process (pid ${owner.pid}, the same number as this one) ended without releasing the lock`
    }
    if (!alive(owner.pid)) {
      return `the previous process (pid ${owner.pid}) ended without releasing the lock`
    }
    return undefined
  }
  // Another host (a shared volume): its process cannot be asked, so its heartbeat decides.
  if (Date.now() - owner.modified > FOREIGN_STALE_MS) {
    return `the lock of pid ${owner.pid} on ${owner.host} has not been refreshed since ${new Date(owner.modified).toISOString()}`
  }
  return undefined
}

/**
 * Takes the directory (created when missing) for this process. Throws DataDirInUseError while
 * another live process holds it; takes over at once a lock whose owner is gone, and says so
 * through `notice`. Resolves to the release function.
 */
export async function lockDataDir(
  dataDir: string,
  notice: (message: string) => void = (message) => console.warn(message),
): Promise<{ dir: string; release: () => Promise<void> }> {
  await mkdir(dataDir, { recursive: true })
  const dir = await realpath(dataDir)
  if (heldHere.has(dir))
    throw new DataDirInUseError(dir, await readOwner(path.join(dir, LOCK_FILE)))
  const lockPath = path.join(dir, LOCK_FILE)
  const mine: Owner = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() }
  const text = JSON.stringify(mine)
  // Written whole first and linked into place: the lock never exists half written, and link
  // fails when a lock is already there.
  const draft = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(draft, text)
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await link(draft, lockPath)
        return { dir, release: hold(dir, lockPath, text) }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      const owner = await readOwner(lockPath)
      if (!owner) continue
      const reason = abandonment(owner, dir)
      if (!reason) throw new DataDirInUseError(dir, owner)
      // Move the stale lock aside under a private name; if someone else took the directory in
      // the meantime, what was moved is their fresh lock, and it goes straight back.
      const aside = `${lockPath}.stale.${process.pid}.${randomBytes(4).toString('hex')}`
      try {
        await rename(lockPath, aside)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
        throw error
      }
      const moved = await readOwner(aside)
      if (!moved || moved.pid !== owner.pid || moved.since !== owner.since) {
        await rename(aside, lockPath)
        throw new DataDirInUseError(dir, moved)
      }
      await rm(aside, { force: true })
      notice(`Data directory ${dir}: ${reason}; taking it over.`)
    }
    throw new DataDirInUseError(dir, await readOwner(lockPath))
  } finally {
    await rm(draft, { force: true })
  }
}

function hold(dir: string, lockPath: string, text: string) {
  heldHere.add(dir)
  // Refreshes the time stamp, which is what a process on another host can see of us.
  const heartbeat = setInterval(() => {
    const now = new Date()
    utimes(lockPath, now, now).catch(() => {})
  }, HEARTBEAT_MS)
  heartbeat.unref()
  return async () => {
    clearInterval(heartbeat)
    heldHere.delete(dir)
    // Remove the lock only while it is still ours.
    const current = await readFile(lockPath, 'utf8').catch(() => undefined)
    if (current === text) await rm(lockPath, { force: true })
  }
}
