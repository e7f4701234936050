import { postReturnStep, type StepOptions, useReturnStep } from './return-step.ts'

/** The courier picked the item up from the buyer. */
export function markReturnPickedUp(params: { returnId: string }) {
  return postReturnStep(params.returnId, 'picked-up')
}

export function useMarkReturnPickedUp(options: StepOptions = {}) {
  return useReturnStep(markReturnPickedUp, options)
}
