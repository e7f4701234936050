import type { ReturnRefundInput } from '#shared/contracts/returns.ts'
import { postReturnStep, type StepOptions, useReturnStep } from './return-step.ts'

/** Refund a received return (an admin records a manual refund’s reference). */
export function refundReturn(params: { returnId: string } & ReturnRefundInput) {
  const { returnId, ...rest } = params
  return postReturnStep(returnId, 'refund', rest)
}

export function useRefundReturn(options: StepOptions = {}) {
  return useReturnStep(refundReturn, options)
}
