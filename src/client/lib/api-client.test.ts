import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError, apiFetch, errorMessage } from './api-client.ts'

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiFetch', () => {
  it('sends JSON with credentials and the interface language', async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }))
    await expect(apiFetch('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    })
    const [path, init] = fetchMock.mock.calls[0]!
    expect(path).toBe('/api/x')
    expect(init?.credentials).toBe('include')
    expect(init?.body).toBe('{"a":1}')
    const headers = init?.headers as Record<string, string>
    expect(headers['Content-Type']).toBe('application/json')
    expect(headers['Accept-Language']).toBe('am')
  })

  it('returns undefined for 204', async () => {
    stubFetch(new Response(null, { status: 204 }))
    await expect(apiFetch('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined()
  })

  it("throws the server's message, code and field errors", async () => {
    stubFetch(
      Response.json(
        {
          message: 'ይህ ኢሜይል ቀድሞ ተመዝግቧል',
          code: 'auth.emailTaken',
          details: { fields: { email: 'taken' } },
        },
        { status: 409 },
      ),
    )
    const error = await apiFetch('/api/auth/register').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiRequestError)
    const requestError = error as ApiRequestError
    expect(requestError.status).toBe(409)
    expect(requestError.code).toBe('auth.emailTaken')
    expect(requestError.message).toBe('ይህ ኢሜይል ቀድሞ ተመዝግቧል')
    expect(requestError.fieldErrors).toEqual({ email: 'taken' })
    expect(errorMessage(requestError, 'fallback')).toBe('ይህ ኢሜይል ቀድሞ ተመዝግቧል')
  })

  it('falls back to "status: statusText" when the body has no message', async () => {
    stubFetch(new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }))
    const error = (await apiFetch('/api/x').catch((caught: unknown) => caught)) as ApiRequestError
    expect(error.message).toBe('502: Bad Gateway')
    expect(errorMessage(error, 'Something went wrong. Please try again.')).toBe(
      'Something went wrong. Please try again.',
    )
  })
})
