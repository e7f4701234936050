import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from './api-client.ts'
import { applyFieldErrors } from './field-errors.ts'

type Values = { email: string; address: { city: string }; amount: string }

function fakeForm() {
  const setError = vi.fn()
  const values: Values = { email: '', address: { city: '' }, amount: '' }
  return { setError, getValues: () => values }
}

const validation = (fields: Record<string, unknown>) =>
  new ApiRequestError(400, 'VALIDATION_ERROR', 'Invalid', { fields })

describe('applyFieldErrors', () => {
  it("puts the server's messages on the form's fields and focuses the first", () => {
    const form = fakeForm()
    const applied = applyFieldErrors(
      form,
      validation({ email: 'Taken', 'address.city': 'Required', unknown: 'x', amount: 3 }),
    )
    expect(applied).toEqual(['email', 'address.city'])
    expect(form.setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Taken' }, { shouldFocus: true }],
      ['address.city', { type: 'server', message: 'Required' }, { shouldFocus: false }],
    ])
  })

  it('limits itself to the named fields when given', () => {
    const form = fakeForm()
    expect(
      applyFieldErrors(form, validation({ email: 'Taken', amount: 'Too big' }), ['amount']),
    ).toEqual(['amount'])
    expect(form.setError).toHaveBeenCalledTimes(1)
  })

  it('does nothing for errors without field messages', () => {
    const form = fakeForm()
    expect(applyFieldErrors(form, new Error('network'))).toEqual([])
    expect(applyFieldErrors(form, new ApiRequestError(403, 'FORBIDDEN', 'No'))).toEqual([])
    expect(form.setError).not.toHaveBeenCalled()
  })
})
