import type { ReturnRefuseInput } from '#shared/contracts/returns.ts'
import { postReturnStep, type StepOptions, useReturnStep } from './return-step.ts'

/** The seller (or an admin) refuses the return with the reason. */
export function refuseReturn(params: { returnId: string } & ReturnRefuseInput) {
  const { returnId, ...rest } = params
  return postReturnStep(returnId, 'refuse', rest)
}

export function useRefuseReturn(options: StepOptions = {}) {
  return useReturnStep(refuseReturn, options)
}
