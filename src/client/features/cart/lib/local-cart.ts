import { useSyncExternalStore } from 'react'
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '#shared/cart-limits.ts'
import type { LocalCartLine } from '#shared/contracts/cart.ts'

// A visitor's cart, kept in the browser until they sign in (then merged into the account).

const KEY = 'selam-cart'
const CHANGE = 'selam-cart-change'
const EMPTY: LocalCartLine[] = []

let cached: { raw: string | null; lines: LocalCartLine[] } = { raw: null, lines: EMPTY }

function parse(raw: string | null): LocalCartLine[] {
  if (!raw) return EMPTY
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return EMPTY
    return value
      .filter(
        (line): line is LocalCartLine =>
          typeof line?.productId === 'string' &&
          Number.isInteger(line?.quantity) &&
          line.quantity >= 1,
      )
      .map((line) => ({
        productId: line.productId,
        variantId: typeof line.variantId === 'string' ? line.variantId : null,
        quantity: Math.min(line.quantity, CART_MAX_QUANTITY),
      }))
      .slice(0, CART_MAX_LINES)
  } catch {
    return EMPTY
  }
}

export function readLocalCart(): LocalCartLine[] {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(KEY)
  } catch {
    raw = null
  }
  // The same array while storage is unchanged, as useSyncExternalStore needs.
  if (raw !== cached.raw) cached = { raw, lines: parse(raw) }
  return cached.lines
}

function write(lines: LocalCartLine[]) {
  try {
    if (lines.length === 0) window.localStorage.removeItem(KEY)
    else window.localStorage.setItem(KEY, JSON.stringify(lines))
  } catch {
    // Storage full or blocked: the cart simply does not persist.
  }
  window.dispatchEvent(new Event(CHANGE))
}

/** One line per product, or per variant of a product with variants. */
const isLine = (line: LocalCartLine, productId: string, variantId: string | null) =>
  line.productId === productId && (line.variantId ?? null) === variantId

export function setLocalQuantity(
  productId: string,
  quantity: number,
  variantId: string | null = null,
) {
  const lines = readLocalCart().filter((line) => !isLine(line, productId, variantId))
  const index = readLocalCart().findIndex((line) => isLine(line, productId, variantId))
  const next = { productId, variantId, quantity: Math.min(quantity, CART_MAX_QUANTITY) }
  if (index === -1) lines.push(next)
  else lines.splice(index, 0, next)
  write(lines)
}

export function removeLocalLine(productId: string, variantId: string | null = null) {
  write(readLocalCart().filter((line) => !isLine(line, productId, variantId)))
}

/** Units of the product (or of that variant) already in the browser cart. */
export function localQuantity(productId: string, variantId: string | null = null) {
  return readLocalCart().find((line) => isLine(line, productId, variantId))?.quantity ?? 0
}

export function clearLocalCart() {
  write([])
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) onChange()
  }
  window.addEventListener(CHANGE, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CHANGE, onChange)
    window.removeEventListener('storage', onStorage)
  }
}

export function useLocalCart(): LocalCartLine[] {
  return useSyncExternalStore(subscribe, readLocalCart, () => EMPTY)
}
