import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { newReferenceNumber } from '#server/lib/reference-number.ts'
import type { TimelineText } from '#server/lib/timeline-text.ts'
import { products } from './catalog.ts'
import {
  coordinate,
  createdAt,
  id,
  inCheck,
  money,
  rate,
  ratingAvg,
  textList,
  tstz,
  updatedAt,
} from './columns.ts'
import { sellers } from './sellers.ts'
import { users } from './users.ts'
import { productVariants } from './variants.ts'
// Relative, not #shared: drizzle-kit loads these files without the package's import aliases.
import { ORDER_STATUSES } from '../../../shared/constants.ts'

export type { OrderStatus } from '../../../shared/constants.ts'
export const orderStatuses = ORDER_STATUSES

export const vehicleTypes = ['motorcycle', 'car', 'bicycle', 'walking'] as const
export type VehicleType = (typeof vehicleTypes)[number]

export const couriers = pgTable(
  'couriers',
  {
    id: id(),
    /** The courier's user account, when it has one. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    phone: text().notNull(),
    email: text(),
    vehicleType: text({ enum: vehicleTypes }).notNull(),
    serviceAreas: textList(),
    pricePerKm: money().notNull().default('0'),
    baseDeliveryFee: money().notNull().default('0'),
    rating: ratingAvg().notNull().default('0'),
    totalDeliveries: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    isVerified: boolean().notNull().default(false),
    /** Kilometres. */
    maxRadius: integer().notNull().default(10),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('couriers_user_id_unique').on(t.userId),
    index('couriers_is_active_idx').on(t.isActive),
    inCheck('couriers_vehicle_type_check', t.vehicleType, vehicleTypes),
    check(
      'couriers_fees_check',
      sql`${t.pricePerKm} >= 0 and ${t.baseDeliveryFee} >= 0 and ${t.maxRadius} >= 0 and ${t.totalDeliveries} >= 0`,
    ),
    check('couriers_rating_check', sql`${t.rating} between 0 and 5`),
  ],
)

/** One order per (buyer, seller, product) line; one checkout groups its orders by orderGroupId. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The number people read and type: `SM-YYMM-XXXX`, made on insert (unique; retried on a repeat). */
    orderNumber: text()
      .notNull()
      .$defaultFn(() => newReferenceNumber()),
    orderGroupId: uuid(),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: uuid()
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** The variant bought, for a product with variants (its label is kept in variantLabel). */
    variantId: uuid().references(() => productVariants.id, { onDelete: 'set null' }),
    /** The variant's option values when ordered, as shown (e.g. "Weight: 500 g"). */
    variantLabel: text(),
    courierId: uuid().references(() => couriers.id, { onDelete: 'set null' }),
    /** The courier the buyer chose at checkout (assigned unless the seller changes it). */
    chosenCourierId: uuid().references(() => couriers.id, { onDelete: 'set null' }),
    quantity: integer().notNull().default(1),
    /** Unit price at the time of the order. */
    productPrice: money().notNull(),
    deliveryFee: money().notNull().default('0'),
    totalAmount: money().notNull(),
    status: text({ enum: orderStatuses }).notNull().default('pending'),
    deliveryAddress: text().notNull(),
    deliveryPhone: text(),
    deliveryInstructions: text(),
    estimatedDeliveryTime: tstz(),
    actualDeliveryTime: tstz(),
    orderNotes: text(),
    /** Membership cashback earned by this order line (ETB); credited when the order is delivered. */
    cashbackAmount: money().notNull().default('0'),
    /** When the cashback was credited (on delivery); null while not credited. */
    cashbackCreditedAt: tstz(),
    // Who earns what, fixed when the order is placed (docs/decisions/012-money-per-party.md).
    // Every figure (dashboard, wallet, tiers, analytics, coupons, couriers) reads these columns.
    /** productPrice × quantity. */
    itemsAmount: money().notNull().default('0'),
    /** The coupon's discount on this line (a free-shipping coupon's on its delivery fee). */
    discountAmount: money().notNull().default('0'),
    /** The seller's commission rate when the order was placed. */
    commissionRate: rate().notNull().default('0'),
    commissionAmount: money().notNull().default('0'),
    /** What the courier who delivers is paid for the trip (zero abroad: the seller ships). */
    courierFee: money().notNull().default('0'),
    /**
     * The seller's part of the delivery cost: positive when a courier the seller assigned instead
     * of the buyer's choice quotes more (negative when less); abroad, minus the shipping fee, which
     * the seller is paid because the seller ships.
     */
    sellerDeliveryShare: money().notNull().default('0'),
    /** itemsAmount − discountAmount − commissionAmount − sellerDeliveryShare. */
    sellerNet: money().notNull().default('0'),
    /** An order abroad: the postal or courier service the seller shipped it with. */
    shippingCarrier: text(),
    /** An order abroad: the carrier's tracking number. */
    trackingNumber: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('orders_order_number_unique').on(t.orderNumber),
    index('orders_buyer_id_created_at_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_id_created_at_idx').on(t.sellerId, t.createdAt),
    index('orders_courier_id_status_idx').on(t.courierId, t.status),
    index('orders_status_idx').on(t.status),
    index('orders_product_id_idx').on(t.productId),
    index('orders_order_group_id_idx').on(t.orderGroupId),
    index('orders_chosen_courier_id_idx').on(t.chosenCourierId),
    inCheck('orders_status_check', t.status, orderStatuses),
    check('orders_quantity_check', sql`${t.quantity} > 0`),
    check('orders_commission_rate_check', sql`${t.commissionRate} between 0 and 1`),
    check(
      'orders_amounts_check',
      sql`${t.productPrice} >= 0 and ${t.deliveryFee} >= 0 and ${t.totalAmount} >= 0 and ${t.cashbackAmount} >= 0 and ${t.itemsAmount} >= 0 and ${t.discountAmount} >= 0 and ${t.commissionAmount} >= 0 and ${t.courierFee} >= 0`,
    ),
  ],
)

/** Tracking timeline of an order. */
export const deliveryUpdates = pgTable(
  'delivery_updates',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: orderStatuses }).notNull(),
    /** The text in the buyer's language when written; `messageParts` (when set) is read instead. */
    message: text(),
    /** The text as message keys, read in each reader's language (see lib/timeline-text.ts). */
    messageParts: jsonb().$type<TimelineText>(),
    location: text(),
    timestamp: tstz().notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_updates_order_id_timestamp_idx').on(t.orderId, t.timestamp),
    inCheck('delivery_updates_status_check', t.status, orderStatuses),
  ],
)

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: id(),
    courierId: uuid()
      .notNull()
      .references(() => couriers.id, { onDelete: 'cascade' }),
    zoneName: text().notNull(),
    /** Polygon (e.g. GeoJSON coordinates). */
    coordinates: jsonb(),
    centerLatitude: coordinate(),
    centerLongitude: coordinate(),
    isActive: boolean().notNull().default(true),
    deliveryFee: money().notNull().default('0'),
    /** Minutes. */
    estimatedDeliveryTime: integer().notNull().default(30),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('delivery_zones_courier_id_idx').on(t.courierId),
    check(
      'delivery_zones_values_check',
      sql`${t.deliveryFee} >= 0 and ${t.estimatedDeliveryTime} >= 0`,
    ),
  ],
)

export const locationUpdates = pgTable(
  'location_updates',
  {
    id: id(),
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    courierId: uuid()
      .notNull()
      .references(() => couriers.id, { onDelete: 'cascade' }),
    latitude: coordinate().notNull(),
    longitude: coordinate().notNull(),
    /** Metres. */
    altitude: numeric({ precision: 10, scale: 2 }),
    /** Metres. */
    accuracy: numeric({ precision: 10, scale: 2 }),
    /** Degrees 0-360. */
    heading: numeric({ precision: 6, scale: 2 }),
    /** Metres per second. */
    speed: numeric({ precision: 8, scale: 2 }),
    locationStatus: text().notNull().default('active'),
    locationSource: text().notNull().default('gps'),
    createdAt: createdAt(),
  },
  (t) => [
    index('location_updates_order_id_created_at_idx').on(t.orderId, t.createdAt),
    index('location_updates_courier_id_created_at_idx').on(t.courierId, t.createdAt),
    check(
      'location_updates_coordinates_check',
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
)

/** Geocoding cache. */
export const geocodedAddresses = pgTable(
  'geocoded_addresses',
  {
    id: id(),
    fullAddress: text().notNull(),
    latitude: coordinate().notNull(),
    longitude: coordinate().notNull(),
    streetNumber: text(),
    streetName: text(),
    neighborhood: text(),
    city: text(),
    state: text(),
    postalCode: text(),
    country: text(),
    placeId: text(),
    /** 0 - 1. */
    confidence: numeric({ precision: 4, scale: 3 }),
    geocodingSource: text().notNull().default('google'),
    isVerified: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('geocoded_addresses_full_address_idx').on(t.fullAddress),
    index('geocoded_addresses_place_id_idx').on(t.placeId),
    check(
      'geocoded_addresses_coordinates_check',
      sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
)

/** Fee breakdown of one delivery. */
export const deliveryServiceFees = pgTable(
  'delivery_service_fees',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    courierId: uuid().references(() => couriers.id, { onDelete: 'set null' }),
    serviceType: text().notNull().default('standard'),
    baseFee: money().notNull().default('0'),
    distanceFee: money().notNull().default('0'),
    weightFee: money().notNull().default('0'),
    expediteFee: money().notNull().default('0'),
    insuranceFee: money().notNull().default('0'),
    totalFee: money().notNull(),
    platformCommission: money().notNull().default('0'),
    courierEarnings: money().notNull().default('0'),
    currency: text().notNull().default('ETB'),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_service_fees_order_id_idx').on(t.orderId),
    index('delivery_service_fees_courier_id_idx').on(t.courierId),
    check(
      'delivery_service_fees_amounts_check',
      sql`${t.baseFee} >= 0 and ${t.distanceFee} >= 0 and ${t.weightFee} >= 0 and ${t.expediteFee} >= 0 and ${t.insuranceFee} >= 0 and ${t.totalFee} >= 0 and ${t.platformCommission} >= 0 and ${t.courierEarnings} >= 0`,
    ),
  ],
)

export type Courier = typeof couriers.$inferSelect
export type NewCourier = typeof couriers.$inferInsert
export type Order = typeof orders.$inferSelect
export type NewOrder = typeof orders.$inferInsert
export type DeliveryUpdate = typeof deliveryUpdates.$inferSelect
export type NewDeliveryUpdate = typeof deliveryUpdates.$inferInsert
export type DeliveryZone = typeof deliveryZones.$inferSelect
export type NewDeliveryZone = typeof deliveryZones.$inferInsert
export type LocationUpdate = typeof locationUpdates.$inferSelect
export type NewLocationUpdate = typeof locationUpdates.$inferInsert
export type GeocodedAddress = typeof geocodedAddresses.$inferSelect
export type NewGeocodedAddress = typeof geocodedAddresses.$inferInsert
export type DeliveryServiceFee = typeof deliveryServiceFees.$inferSelect
export type NewDeliveryServiceFee = typeof deliveryServiceFees.$inferInsert
