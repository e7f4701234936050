// Vite's build manifest (dist/client/.vite/manifest.json): each source module's chunk, the chunks
// it imports statically, and its stylesheets and assets. Read by the build (what the service
// worker precaches) and by the server (which chunks a page preloads).

export type BuildManifestChunk = {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
  isEntry?: boolean
}

export type BuildManifest = Record<string, BuildManifestChunk>

/** The manifest keys that loading `keys` loads: each of them and, transitively, its imports. */
export function chunkClosure(manifest: BuildManifest, keys: Iterable<string>): Set<string> {
  const loaded = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || loaded.has(key)) return
    loaded.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return loaded
}

/** The entry's keys (index.html). */
export const entryKeys = (manifest: BuildManifest): string[] =>
  Object.keys(manifest).filter((key) => manifest[key]!.isEntry)

/**
 * The modules the app starts from: the entry and what it imports dynamically. The entry
 * (src/client/main.tsx) imports the app in steps, each evaluated in a task of its own, so every
 * module it imports dynamically is needed by every page's first view; pages and the rest load
 * from those modules' own dynamic imports.
 */
export function startKeys(manifest: BuildManifest): string[] {
  const entries = entryKeys(manifest)
  return [...entries, ...entries.flatMap((key) => manifest[key]!.dynamicImports ?? [])]
}
