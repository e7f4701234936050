import i18next, { type BackendModule, type ReadCallback } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { UI_LANGUAGES, type UiLanguage } from '#shared/constants.ts'
import amCatalog from '#client/locales/am/catalog.json'
import amCommon from '#client/locales/am/common.json'
import { FALLBACK_LANGUAGES } from '#shared/language.ts'
import { LANGUAGE_COOKIE, preferenceCookie } from '#shared/page-preferences.ts'
import { pageBootstrap, writePreferenceCookie } from './page-bootstrap.ts'

/** Namespaces every page needs; features add their own namespaces by using them. */
export const CORE_NAMESPACES = ['common', 'catalog'] as const

const LANGUAGE_STORAGE_KEY = 'language'
/** How long after the page has loaded the shared messages load without an interaction. */
const MESSAGES_DELAY_MS = 3000

// Every translation file, locales/<language>/<namespace>.json, is its own chunk. The Amharic core
// namespaces are also bundled into the entry (Amharic is the default); everything else, English and
// each feature's own namespace, is fetched the first time a screen asks for it.

/** The shared messages of each language, each its own chunk. */
const messageTables: Record<UiLanguage, () => Promise<Record<string, string>>> = {
  am: () => import('#shared/i18n/messages-am.ts').then((module) => module.messagesAm),
  en: () => import('#shared/i18n/messages-en.ts').then((module) => module.messagesEn),
  om: () => import('#shared/i18n/messages-om.ts').then((module) => module.messagesOm),
  ti: () => import('#shared/i18n/messages-ti.ts').then((module) => module.messagesTi),
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (namespace === 'messages') {
      if (!isUiLanguage(language)) {
        callback(null, {})
        return
      }
      messageTables[language]().then(
        (messages) => callback(null, messages),
        (error: unknown) => callback(error as Error, false),
      )
      return
    }
    import('./locale-files.ts')
      .then(({ localeFiles }) => {
        const load = localeFiles[`../locales/${language}/${namespace}.json`]
        return load ? load().then((module) => module.default) : {}
      })
      .then(
        (strings) => callback(null, strings),
        (error: unknown) => callback(error as Error, false),
      )
  },
}

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value)
}

function storedLanguage(): UiLanguage | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return isUiLanguage(value) ? value : undefined
  } catch {
    return undefined
  }
}

export const i18n = i18next.createInstance()

// A server-rendered page states the language it was rendered in and carries that page's strings,
// so the first render matches its HTML without waiting for a download.
const bootstrap = pageBootstrap()
const initialLanguage =
  (bootstrap?.resources ? bootstrap.language : (storedLanguage() ?? bootstrap?.language)) ?? 'am'
const resources: Record<string, Record<string, Record<string, unknown>>> = {
  am: { common: amCommon, catalog: amCatalog },
}
if (bootstrap?.resources) {
  resources[bootstrap.language] = { ...resources[bootstrap.language], ...bootstrap.resources }
}

i18n.on('languageChanged', (language) => {
  // Only when it changes: setting <html lang> recomputes the style of the whole page (fonts and
  // :lang() follow it), a long task on a cheap phone while the server's page is being read.
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) {
    document.documentElement.lang = language
  }
})

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    fallbackLng: FALLBACK_LANGUAGES,
    supportedLngs: [...UI_LANGUAGES],
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources,
    // With the page's strings at hand, initialise at once so hydration finds them.
    initAsync: !bootstrap?.resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  })
  .then(loadMessagesSoon)

/**
 * The shared messages (validation and error texts, shared with the server) are not needed for the
 * first view, so they do not compete with it: they load at the visitor's first touch or key, when
 * the connection drops, or a few seconds after the page has loaded, whichever comes first, so they
 * are there before any failed request. A form that needs them sooner loads them itself.
 */
function loadMessagesSoon(): void {
  if (typeof window === 'undefined') return
  const triggers = ['pointerdown', 'keydown', 'touchstart', 'offline'] as const
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const trigger of triggers) window.removeEventListener(trigger, start, true)
    void i18n.loadNamespaces('messages')
  }
  for (const trigger of triggers) {
    window.addEventListener(trigger, start, { capture: true, passive: true })
  }
  const afterLoad = () => setTimeout(start, MESSAGES_DELAY_MS)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}

export function currentLanguage(): UiLanguage {
  const language = i18n.resolvedLanguage ?? i18n.language
  return isUiLanguage(language) ? language : 'am'
}

/**
 * A choice stored before the server knew of it (no cookie yet) wins over the language the page was
 * rendered in, unless the address asks for a language (a shared link's `?lang=`).
 */
export function applyStoredLanguage(): void {
  const stored = storedLanguage()
  if (!stored || stored === currentLanguage()) return
  if (new URLSearchParams(window.location.search).has('lang')) return
  void setUiLanguage(stored)
}

/** Switches the interface language, loading its namespaces first, and remembers the choice. */
export async function setUiLanguage(language: UiLanguage): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
  writePreferenceCookie(preferenceCookie(LANGUAGE_COOKIE, language))
  if (currentLanguage() !== language) await i18n.changeLanguage(language)
}
