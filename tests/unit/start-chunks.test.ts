import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { startStepChunks } from '../../scripts/vite/start-chunks.ts'

// The entry imports the app in steps; each step's chunk holds what that step adds.
const root = '/app'
const id = (file: string) => path.join(root, file)
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  [id('src/client/main.tsx')]: {
    importedIds: [id('src/client/lib/tasks.ts')],
    dynamicallyImportedIds: [
      id('node_modules/react-dom/client.js'),
      id('src/client/lib/i18n.ts'),
      id('src/client/app/start-app.tsx'),
    ],
  },
  [id('src/client/lib/tasks.ts')]: { importedIds: [], dynamicallyImportedIds: [] },
  [id('node_modules/react-dom/client.js')]: {
    importedIds: [id('node_modules/react/index.js')],
    dynamicallyImportedIds: [],
  },
  [id('node_modules/react/index.js')]: { importedIds: [], dynamicallyImportedIds: [] },
  [id('src/client/lib/i18n.ts')]: {
    importedIds: [id('node_modules/react/index.js'), id('src/client/lib/tasks.ts')],
    dynamicallyImportedIds: [],
  },
  [id('src/client/app/start-app.tsx')]: {
    importedIds: [id('src/client/lib/i18n.ts'), id('src/client/app/pages.tsx')],
    dynamicallyImportedIds: [],
  },
  [id('src/client/app/pages.tsx')]: {
    importedIds: [],
    dynamicallyImportedIds: [id('src/client/app/routes/home.tsx')],
  },
  [id('src/client/app/routes/home.tsx')]: { importedIds: [], dynamicallyImportedIds: [] },
}
const modules = { getModuleInfo: (moduleId: string) => graph[moduleId] ?? null }

describe('startStepChunks', () => {
  it("names each module after the first step that needs it; the entry's and the pages' own stay unnamed", () => {
    const name = startStepChunks(id('src/client/main.tsx'))
    expect(name(id('node_modules/react-dom/client.js'), modules)).toBe('react-dom-client')
    expect(name(id('node_modules/react/index.js'), modules)).toBe('react-dom-client')
    expect(name(id('src/client/lib/i18n.ts'), modules)).toBe('i18n')
    expect(name(id('src/client/app/start-app.tsx'), modules)).toBe('start-app')
    expect(name(id('src/client/app/pages.tsx'), modules)).toBe('start-app')
    // The entry's own imports stay in its chunk; a page is split as usual.
    expect(name(id('src/client/lib/tasks.ts'), modules)).toBeNull()
    expect(name(id('src/client/app/routes/home.tsx'), modules)).toBeNull()
  })

  it('fails the build when the entry is not in it', () => {
    const name = startStepChunks(id('src/client/other.tsx'))
    expect(() => name(id('src/client/lib/i18n.ts'), modules)).toThrow(/not part of the build/)
  })
})
