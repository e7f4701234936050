/** How long a copy button shows its "copied" state (spec: 3000 ms). */
export const COPIED_FOR_MS = 3000

/**
 * Remembers which code was copied last and forgets it after COPIED_FOR_MS. Copying another code
 * (or the same one again) restarts the clock, so only one button shows "copied" at a time.
 */
export function createCopyFeedback(onChange: (copied: string | null) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    copied(code: string) {
      if (timer !== undefined) clearTimeout(timer)
      onChange(code)
      timer = setTimeout(() => {
        timer = undefined
        onChange(null)
      }, COPIED_FOR_MS)
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    },
  }
}
