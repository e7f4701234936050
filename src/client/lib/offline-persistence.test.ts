import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { offlineChangeOptions } from './offline-mutations.ts'
import { dropOfflineChanges, keepOfflineChanges } from './offline-persistence.ts'

// A minimal browser: the changes are kept in localStorage.
const store = new Map<string, string>()
Object.assign(globalThis, {
  window: {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
  },
})

const key = ['cart', 'change', 'set-quantity']
type Input = { productId: string; quantity: number }

/** A page: its query client with the change registered, as app/offline-changes.ts does. */
function openPage(owner: string, sent: Input[]) {
  const queryClient = new QueryClient()
  queryClient.mount()
  queryClient.setMutationDefaults(key, {
    ...offlineChangeOptions,
    mutationFn: async (input: Input) => {
      sent.push(input)
      return input
    },
    scope: { id: 'cart' },
  })
  keepOfflineChanges(queryClient, () => owner)
  return queryClient
}

function change(queryClient: QueryClient, input: Input) {
  void new MutationObserver<Input, Error, Input>(queryClient, { mutationKey: key })
    .mutate(input)
    .catch(() => {})
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

beforeEach(() => {
  store.clear()
  onlineManager.setOnline(false)
})
afterEach(() => onlineManager.setOnline(true))

describe('changes made offline', () => {
  it('survive a reload and are sent, in order, once the connection returns', async () => {
    const first: Input[] = []
    const page = openPage('user-1', first)
    change(page, { productId: 'p1', quantity: 2 })
    change(page, { productId: 'p2', quantity: 1 })
    await settle()
    expect(first).toEqual([])
    expect(JSON.parse(store.get('selam-offline-changes') ?? '{}')).toMatchObject({
      owner: 'user-1',
      mutations: [
        { state: { variables: { productId: 'p1' } } },
        { state: { variables: { productId: 'p2' } } },
      ],
    })
    page.unmount()

    const sent: Input[] = []
    const reloaded = openPage('user-1', sent)
    await settle()
    expect(sent).toEqual([])
    onlineManager.setOnline(true)
    await settle()
    expect(sent).toEqual([
      { productId: 'p1', quantity: 2 },
      { productId: 'p2', quantity: 1 },
    ])
    expect(store.has('selam-offline-changes')).toBe(false)
    reloaded.unmount()
  })

  it("drops another user's changes instead of sending them", async () => {
    const page = openPage('user-1', [])
    change(page, { productId: 'p1', quantity: 2 })
    await settle()
    page.unmount()

    const sent: Input[] = []
    const other = openPage('user-2', sent)
    onlineManager.setOnline(true)
    await settle()
    expect(sent).toEqual([])
    expect(store.has('selam-offline-changes')).toBe(false)
    other.unmount()
  })

  it('forgets waiting changes when the signed-in user changes', async () => {
    const sent: Input[] = []
    const page = openPage('user-1', sent)
    change(page, { productId: 'p1', quantity: 2 })
    await settle()
    dropOfflineChanges(page)
    onlineManager.setOnline(true)
    await settle()
    expect(sent).toEqual([])
    expect(store.has('selam-offline-changes')).toBe(false)
    page.unmount()
  })
})
