import { useSyncExternalStore } from 'react'
import {
  imageSources,
  uploadKey,
  uploadVariantUrl,
  type UploadVariant,
} from '#shared/image-variants.ts'
import { DATA_SAVER_COOKIE, preferenceCookie } from '#shared/page-preferences.ts'
import { pageBootstrap, writePreferenceCookie } from './page-bootstrap.ts'

/**
 * Data saver: on a metered or slow connection every photo loads at its smallest variant and
 * nothing downloads ahead of need. The person's own choice (footer switch, kept in localStorage)
 * wins; without one the browser's Save-Data preference (`navigator.connection.saveData`) decides.
 */
export const DATA_SAVER_KEY = 'data-saver'

export type DataSaverChoice = 'on' | 'off' | null

/** The decision itself: an explicit choice wins, otherwise the browser's hint. */
export function dataSaverActive(choice: DataSaverChoice, browserSaveData: boolean): boolean {
  if (choice === 'on') return true
  if (choice === 'off') return false
  return browserSaveData
}

export function parseChoice(value: string | null | undefined): DataSaverChoice {
  return value === 'on' || value === 'off' ? value : null
}

type NetworkInformation = EventTarget & { saveData?: boolean }
const connection = (): NetworkInformation | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: NetworkInformation }).connection

function storedChoice(): DataSaverChoice {
  try {
    return parseChoice(localStorage.getItem(DATA_SAVER_KEY))
  } catch {
    return null
  }
}

const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === DATA_SAVER_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  connection()?.addEventListener('change', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
    connection()?.removeEventListener('change', listener)
  }
}

/** Whether data saver is on right now (outside React: e.g. before prefetching). */
export function isDataSaverOn(): boolean {
  return dataSaverActive(storedChoice(), connection()?.saveData === true)
}

/** Data saver as the components see it; re-renders when the choice or the hint changes. */
export function useDataSaver(): boolean {
  // Hydration starts from what the server rendered the page with.
  return useSyncExternalStore(subscribe, isDataSaverOn, () => pageBootstrap()?.dataSaver === true)
}

/** The footer switch: turns data saver on or off for this browser. */
export function setDataSaver(on: boolean) {
  try {
    localStorage.setItem(DATA_SAVER_KEY, on ? 'on' : 'off')
  } catch {
    // Private mode without storage: the choice lasts until the page closes.
  }
  // The server renders the next page's photos at the chosen size too.
  writePreferenceCookie(preferenceCookie(DATA_SAVER_COOKIE, on ? 'on' : 'off'))
  notify()
}

/**
 * `src` and `srcSet` for a photo: every variant for the browser to choose from normally, only the
 * smallest with data saver on.
 */
export function photoSources(url: string, dataSaver: boolean): { src: string; srcSet?: string } {
  if (!dataSaver) return imageSources(url)
  const key = uploadKey(url)
  const smallest: UploadVariant = 'thumb'
  return key ? { src: uploadVariantUrl(key, smallest) } : { src: url }
}
