import type { ReturnShipmentInput } from '#shared/contracts/returns.ts'
import { postReturnStep, type StepOptions, useReturnStep } from './return-step.ts'

/** From abroad, the buyer sent the item back with a carrier. */
export function markReturnShipped(params: { returnId: string } & ReturnShipmentInput) {
  const { returnId, ...rest } = params
  return postReturnStep(returnId, 'shipped', rest)
}

export function useMarkReturnShipped(options: StepOptions = {}) {
  return useReturnStep(markReturnShipped, options)
}
