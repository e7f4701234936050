import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from './api-client.ts'
import { meQueryKey } from './query-keys.ts'
import { handleUnauthenticated } from './session-ended.ts'

const unauthenticated = (path: string) =>
  new ApiRequestError(401, 'UNAUTHENTICATED', 'Please sign in', undefined, true, path)

function setup(user: { id: string } | null) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(meQueryKey, user)
  const navigate = vi.fn<(to: string) => void>()
  return { queryClient, navigate }
}

describe('handleUnauthenticated', () => {
  it('ends a signed-in session on any 401 and sends the user to sign in, then back', () => {
    const { queryClient, navigate } = setup({ id: 'u1' })
    const handled = handleUnauthenticated(unauthenticated('/api/cart'), {
      queryClient,
      navigate,
      location: '/checkout?step=2',
      source: 'query',
    })
    expect(handled).toBe(true)
    expect(queryClient.getQueryData(meQueryKey)).toBeNull()
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fcheckout%3Fstep%3D2')
  })

  it('sends a visitor who tried an action to sign in', () => {
    const { queryClient, navigate } = setup(null)
    handleUnauthenticated(unauthenticated('/api/wishlist'), {
      queryClient,
      navigate,
      location: '/products/p1',
      source: 'mutation',
    })
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fproducts%2Fp1')
  })

  it('leaves a visitor reading a public page where they are', () => {
    const { queryClient, navigate } = setup(null)
    const handled = handleUnauthenticated(unauthenticated('/api/saved/status'), {
      queryClient,
      navigate,
      location: '/products',
      source: 'query',
    })
    expect(handled).toBe(true)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('lets the sign-in endpoints answer for themselves', () => {
    const { queryClient, navigate } = setup({ id: 'u1' })
    for (const path of ['/api/auth/login', '/api/auth/register', '/api/auth/logout']) {
      expect(
        handleUnauthenticated(unauthenticated(path), {
          queryClient,
          navigate,
          location: '/login',
          source: 'mutation',
        }),
      ).toBe(false)
    }
    expect(navigate).not.toHaveBeenCalled()
    expect(queryClient.getQueryData(meQueryKey)).toEqual({ id: 'u1' })
  })

  it('ignores other errors', () => {
    const { queryClient, navigate } = setup({ id: 'u1' })
    const forbidden = new ApiRequestError(403, 'FORBIDDEN', 'No', undefined, true, '/api/admin')
    expect(
      handleUnauthenticated(forbidden, {
        queryClient,
        navigate,
        location: '/admin',
        source: 'query',
      }),
    ).toBe(false)
    expect(navigate).not.toHaveBeenCalled()
  })
})
