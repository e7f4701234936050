import { useSyncExternalStore } from 'react'
import { BASE_CURRENCY, initialCurrency } from '#shared/currency.ts'

// The currency the viewer reads prices in. The picker writes it; every price reads it. Kept here,
// not in a feature, because the shared Price primitive needs it too.

export const PREFERRED_CURRENCY_KEY = 'preferred-currency'
const CODE = /^[A-Z]{2,10}$/

const listeners = new Set<() => void>()
let current: string | undefined

export function storedCurrency(): string | null {
  try {
    const value = localStorage.getItem(PREFERRED_CURRENCY_KEY)
    return value && CODE.test(value) ? value : null
  } catch {
    return null
  }
}

function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language
}

/** The stored choice, else the browser language's currency (spec: initial-currency rule). */
export function getPreferredCurrency(): string {
  current ??= initialCurrency({ stored: storedCurrency(), browserLanguage: browserLanguage() })
  return current
}

export function setPreferredCurrency(code: string): void {
  current = code
  try {
    localStorage.setItem(PREFERRED_CURRENCY_KEY, code)
  } catch {
    // Private modes may refuse storage; the choice still holds for this visit.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PREFERRED_CURRENCY_KEY) return
    current = undefined
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function usePreferredCurrency(): string {
  return useSyncExternalStore(subscribe, getPreferredCurrency, () => BASE_CURRENCY)
}
