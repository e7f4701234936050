import type { ReturnAppealInput } from '#shared/contracts/returns.ts'
import { postReturnStep, type StepOptions, useReturnStep } from './return-step.ts'

/** The buyer asks an admin to look again at a refusal. */
export function appealReturn(params: { returnId: string } & ReturnAppealInput) {
  const { returnId, ...rest } = params
  return postReturnStep(returnId, 'appeal', rest)
}

export function useAppealReturn(options: StepOptions = {}) {
  return useReturnStep(appealReturn, options)
}
