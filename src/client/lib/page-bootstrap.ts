import type { DehydratedState } from '@tanstack/react-query'
import type { UiLanguage } from '#shared/constants.ts'

/**
 * What the server tells the page it sends, in a JSON script element: the language and currency it
 * chose for the visitor and, for a server-rendered page, the data and interface strings it was
 * rendered with, so the browser's first render matches the HTML and hydrates it.
 */
export type PageBootstrap = {
  language: UiLanguage
  currency: string
  /** Photos at their smallest variant (the visitor's switch, else the browser's Save-Data hint). */
  dataSaver?: boolean
  /** The query cache the page was rendered from (server-rendered pages only). */
  queries?: DehydratedState
  /** The interface strings the page used: namespace → strings, in `language`. */
  resources?: Record<string, Record<string, unknown>>
}

export const PAGE_BOOTSTRAP_ELEMENT_ID = 'page-bootstrap'

let fromDocument: PageBootstrap | null | undefined

function readDocument(): PageBootstrap | undefined {
  if (fromDocument === undefined) {
    fromDocument = null
    const element =
      typeof document === 'undefined' ? null : document.getElementById(PAGE_BOOTSTRAP_ELEMENT_ID)
    if (element?.textContent) {
      try {
        fromDocument = JSON.parse(element.textContent) as PageBootstrap
      } catch {
        fromDocument = null
      }
    }
  }
  return fromDocument ?? undefined
}

let reader: () => PageBootstrap | undefined = readDocument

/** The server's renderer reads its own request's bootstrap instead of the document's. */
export function setPageBootstrapReader(read: () => PageBootstrap | undefined): void {
  reader = read
}

export function pageBootstrap(): PageBootstrap | undefined {
  return reader()
}

/** Remembers a preference in a cookie as well, for the next page the server renders. */
export function writePreferenceCookie(cookie: string): void {
  try {
    document.cookie = cookie
  } catch {
    // Cookies disabled: the server renders its default and the browser switches after loading.
  }
}
