import { afterEach, expect } from 'vitest'
import { takeLoggedErrors } from '#test/helpers/log-capture.ts'

// A test fails when the app logged an error it did not expect (a hidden 500, a failed hook).
afterEach(() => {
  const errors = takeLoggedErrors()
  expect(errors, 'the app logged errors during this test').toEqual([])
})
