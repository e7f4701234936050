import { postReturnStep, type StepOptions, useReturnStep } from './return-step.ts'

/** The buyer withdraws the return before it is on its way. */
export function cancelReturn(params: { returnId: string }) {
  return postReturnStep(params.returnId, 'cancel')
}

export function useCancelReturn(options: StepOptions = {}) {
  return useReturnStep(cancelReturn, options)
}
