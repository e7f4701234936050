import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COPIED_FOR_MS, createCopyFeedback } from './copy-feedback.ts'

describe('createCopyFeedback', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the copied code for 3 seconds, then clears it', () => {
    const states: (string | null)[] = []
    const feedback = createCopyFeedback((code) => states.push(code))
    feedback.copied('BUNA10')
    expect(states).toEqual(['BUNA10'])
    vi.advanceTimersByTime(COPIED_FOR_MS - 1)
    expect(states).toEqual(['BUNA10'])
    vi.advanceTimersByTime(1)
    expect(states).toEqual(['BUNA10', null])
    expect(COPIED_FOR_MS).toBe(3000)
  })

  it('restarts the clock when another code is copied, so only the last one clears', () => {
    const states: (string | null)[] = []
    const feedback = createCopyFeedback((code) => states.push(code))
    feedback.copied('BUNA10')
    vi.advanceTimersByTime(2000)
    feedback.copied('SHIPFREE')
    vi.advanceTimersByTime(2000)
    expect(states).toEqual(['BUNA10', 'SHIPFREE'])
    vi.advanceTimersByTime(1000)
    expect(states).toEqual(['BUNA10', 'SHIPFREE', null])
  })

  it('stops its timer when disposed', () => {
    const states: (string | null)[] = []
    const feedback = createCopyFeedback((code) => states.push(code))
    feedback.copied('BUNA10')
    feedback.dispose()
    vi.advanceTimersByTime(COPIED_FOR_MS * 2)
    expect(states).toEqual(['BUNA10'])
  })
})
