import type { ReturnAcceptInput } from '#shared/contracts/returns.ts'
import { postReturnStep, type StepOptions, useReturnStep } from './return-step.ts'

/** The seller (or an admin) accepts the return. */
export function acceptReturn(params: { returnId: string } & ReturnAcceptInput) {
  const { returnId, ...rest } = params
  return postReturnStep(returnId, 'accept', rest)
}

export function useAcceptReturn(options: StepOptions = {}) {
  return useReturnStep(acceptReturn, options)
}
