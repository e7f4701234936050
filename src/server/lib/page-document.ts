import { scriptJson } from './html.ts'

// The HTML document around a page: the built index.html cut at its markers, with the page's
// language, <head> tags, rendered content and bootstrap data put in. Pure functions, so the
// escaping rules are tested on their own.

export const HEAD_MARKER = '<!--app-head-->'
export const ROOT_MARKER = '<!--app-html-->'
export const BOOTSTRAP_MARKER = '<!--app-bootstrap-->'

export type PageTemplate = {
  /** Up to the <head> marker (the `lang` attribute is set per page). */
  beforeHead: string
  /** From the <head> marker to the inside of #root. */
  beforeRoot: string
  /** From the end of #root's content to the bootstrap marker. */
  beforeBootstrap: string
  /** The rest of the document. */
  end: string
}

export function parseTemplate(html: string): PageTemplate {
  const head = html.indexOf(HEAD_MARKER)
  const root = html.indexOf(ROOT_MARKER)
  const bootstrap = html.indexOf(BOOTSTRAP_MARKER)
  if (head < 0 || root < head || bootstrap < root) {
    throw new Error(
      'index.html lacks the <!--app-head-->, <!--app-html--> and <!--app-bootstrap--> markers',
    )
  }
  return {
    beforeHead: html.slice(0, head),
    beforeRoot: html.slice(head + HEAD_MARKER.length, root),
    beforeBootstrap: html.slice(root + ROOT_MARKER.length, bootstrap),
    end: html.slice(bootstrap + BOOTSTRAP_MARKER.length),
  }
}

/** The opening of the document in `language`, up to where the page's head tags go. */
export function documentStart(template: PageTemplate, language: string): string {
  return template.beforeHead.replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
}

export function bootstrapScript(elementId: string, value: unknown): string {
  return `<script id="${elementId}" type="application/json">${scriptJson(value)}</script>`
}

/** Vite's build manifest (dist/client/.vite/manifest.json): source module → its chunk and imports. */
export type BuildManifest = Record<
  string,
  { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }
>

/**
 * `<link rel="modulepreload">` for a page's own chunk and every chunk it imports that the entry
 * does not already load, so the browser fetches them beside the entry rather than after it.
 */
export function pagePreloads(manifest: BuildManifest, source: string): string {
  const loadedByEntry = new Set<string>()
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return
    into.add(key)
    for (const imported of manifest[key].imports ?? []) walk(imported, into)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loadedByEntry)
  const page = new Set<string>()
  walk(source, page)
  const tags: string[] = []
  for (const key of page) {
    if (loadedByEntry.has(key)) continue
    const chunk = manifest[key]!
    tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`)
    for (const css of chunk.css ?? [])
      tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`)
  }
  return tags.join('')
}
