import { beforeEach, describe, expect, it } from 'vitest'
import { clearLocalCart, readLocalCart, removeLocalLine, setLocalQuantity } from './local-cart.ts'

// A minimal browser window: storage and events are all the visitor cart touches.
const store = new Map<string, string>()
const events: string[] = []
Object.assign(globalThis, {
  window: {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
    dispatchEvent: (event: Event) => events.push(event.type),
    addEventListener: () => {},
    removeEventListener: () => {},
  },
})

beforeEach(() => {
  store.clear()
  events.length = 0
})

describe('visitor cart in the browser', () => {
  it('adds, updates in place, removes and clears, announcing each change', () => {
    setLocalQuantity('a', 2)
    setLocalQuantity('b', 1)
    setLocalQuantity('a', 5)
    expect(readLocalCart()).toEqual([
      { productId: 'a', variantId: null, quantity: 5 },
      { productId: 'b', variantId: null, quantity: 1 },
    ])
    removeLocalLine('a')
    expect(readLocalCart()).toEqual([{ productId: 'b', variantId: null, quantity: 1 }])
    clearLocalCart()
    expect(readLocalCart()).toEqual([])
    expect(store.size).toBe(0)
    expect(events).toHaveLength(5)
  })

  it('keeps one line per variant of a product', () => {
    setLocalQuantity('coffee', 1, 'v-500')
    setLocalQuantity('coffee', 2, 'v-1000')
    setLocalQuantity('coffee', 3, 'v-500')
    expect(readLocalCart()).toEqual([
      { productId: 'coffee', variantId: 'v-500', quantity: 3 },
      { productId: 'coffee', variantId: 'v-1000', quantity: 2 },
    ])
    removeLocalLine('coffee', 'v-500')
    expect(readLocalCart()).toEqual([{ productId: 'coffee', variantId: 'v-1000', quantity: 2 }])
  })

  it('caps a line at 99 and ignores damaged storage', () => {
    setLocalQuantity('a', 500)
    expect(readLocalCart()).toEqual([{ productId: 'a', variantId: null, quantity: 99 }])
    store.set('selam-cart', '{not json')
    expect(readLocalCart()).toEqual([])
    store.set(
      'selam-cart',
      JSON.stringify([{ productId: 'x', quantity: 0 }, { productId: 'y', quantity: 2 }, 'junk']),
    )
    expect(readLocalCart()).toEqual([{ productId: 'y', variantId: null, quantity: 2 }])
  })

  it('returns the same array while storage is unchanged', () => {
    setLocalQuantity('a', 1)
    expect(readLocalCart()).toBe(readLocalCart())
  })
})
