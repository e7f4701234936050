import { postReturnStep, type StepOptions, useReturnStep } from './return-step.ts'

/** The seller has the item back; a refund the site makes itself follows. */
export function markReturnReceived(params: { returnId: string }) {
  return postReturnStep(params.returnId, 'received')
}

export function useMarkReturnReceived(options: StepOptions = {}) {
  return useReturnStep(markReturnReceived, options)
}
