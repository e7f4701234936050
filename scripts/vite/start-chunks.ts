import path from 'node:path'

/** `start-app` for src/client/app/start-app.tsx, `react-dom-client` for react-dom/client. */
function stepName(id: string): string {
  const file = path.basename(id).replace(/\.[cm]?[jt]sx?$/, '')
  const inPackage = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id)
  return inPackage ? `${inPackage[1]!.replace(/[\\/@]/g, '')}-${file}` : file
}

/** What the bundler tells a chunk-naming function about the module graph. */
type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null
}

/**
 * Chunk names for the app's start. The browser's entry (src/client/main.tsx) imports the app in
 * steps, one dynamic import after another with a yield between, so that no one task evaluates all
 * of it. Each step's chunk holds exactly the modules that step adds to the entry and the steps
 * before it: without this, the bundler cuts the modules the steps and the pages share into dozens
 * of tiny chunks (several kilobytes more on the wire for the first view, one request each).
 *
 * Returns the name function of a `codeSplitting` group: a module's step name, or null for the
 * modules no step needs (pages and what they alone import, which the bundler splits as usual).
 */
export function startStepChunks(entry: string) {
  const entryId = path.resolve(entry)
  let stepOf: Map<string, string> | undefined

  const staticClosure = (graph: ModuleGraph, from: string, into: Set<string>) => {
    const pending = [from]
    while (pending.length > 0) {
      const id = pending.pop()!
      if (into.has(id)) continue
      into.add(id)
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
    }
  }

  return (id: string, graph: ModuleGraph): string | null => {
    if (!stepOf) {
      stepOf = new Map()
      const entryInfo = graph.getModuleInfo(entryId)
      // Loudly: otherwise every step's modules would silently fall back to the small chunks.
      if (!entryInfo) throw new Error(`start-chunks: ${entryId} is not part of the build`)
      const loaded = new Set<string>()
      // The entry's own static imports stay in the entry's chunk.
      staticClosure(graph, entryId, loaded)
      for (const step of entryInfo.dynamicallyImportedIds) {
        const before = new Set(loaded)
        staticClosure(graph, step, loaded)
        const name = stepName(step)
        for (const added of loaded) if (!before.has(added)) stepOf.set(added, name)
      }
    }
    return stepOf.get(id) ?? null
  }
}
