// Where couriers deliver and how fast: plain constants (no schemas), so pages that only show
// delivery choices do not load the validation library.

export const SERVICE_AREAS = [
  'addis_ababa',
  'dire_dawa',
  'bahir_dar',
  'hawassa',
  'mekelle',
  'adama',
  'jimma',
  'regional',
] as const
export type ServiceArea = (typeof SERVICE_AREAS)[number]

export const DEFAULT_DELIVERY_CITY: ServiceArea = 'addis_ababa'

export const VEHICLE_TYPES = ['motorcycle', 'car', 'bicycle', 'walking'] as const
export type VehicleType = (typeof VEHICLE_TYPES)[number]

/** Estimated delivery time in minutes by vehicle (spec, business constants). */
export const DELIVERY_MINUTES: Record<VehicleType, { min: number; max: number }> = {
  motorcycle: { min: 20, max: 45 },
  car: { min: 15, max: 30 },
  bicycle: { min: 30, max: 60 },
  walking: { min: 60, max: 90 },
}

/** Express delivery costs this share of the product price. */
export const EXPRESS_FEE_RATE = '0.15'
