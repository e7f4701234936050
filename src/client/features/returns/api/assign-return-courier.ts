import { postReturnStep, type StepOptions, useReturnStep } from './return-step.ts'

/** The seller (or an admin) hands the trip back to a courier. */
export function assignReturnCourier(params: { returnId: string } & { courierId: string }) {
  const { returnId, ...rest } = params
  return postReturnStep(returnId, 'courier', rest)
}

export function useAssignReturnCourier(options: StepOptions = {}) {
  return useReturnStep(assignReturnCourier, options)
}
