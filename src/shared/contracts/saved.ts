import { z } from 'zod'
import { productListItem } from './catalog.ts'

export const favoriteTargetTypes = ['product', 'seller', 'global_service'] as const
export type FavoriteTargetType = (typeof favoriteTargetTypes)[number]

/** `userId` is optional and only checked: the owner is always the session's user. */
export const wishlistInput = z.object({
  productId: z.uuid('validation.invalid'),
  userId: z.uuid('validation.invalid').optional(),
})
export type WishlistInput = z.input<typeof wishlistInput>

export const wishlistItem = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  product: productListItem,
})
export type WishlistItem = z.infer<typeof wishlistItem>

export const wishlistParams = z.object({ userId: z.uuid('validation.invalid') })
export const wishlistItemParams = wishlistParams.extend({
  productId: z.uuid('validation.invalid'),
})

export const favoriteInput = z.object({
  targetType: z.enum(favoriteTargetTypes, 'validation.invalid'),
  targetId: z.uuid('validation.invalid'),
  userId: z.uuid('validation.invalid').optional(),
})
export type FavoriteInput = z.input<typeof favoriteInput>

/** What a favourite points at, enough to show and link it. */
export const favoriteTarget = z.object({
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Product price, when the target is a product. */
  price: z.string().nullable(),
  discountPrice: z.string().nullable(),
  currency: z.string().nullable(),
  rating: z.number(),
  totalReviews: z.number().int(),
  verified: z.boolean(),
})

export const favorite = z.object({
  id: z.uuid(),
  targetType: z.enum(favoriteTargetTypes),
  targetId: z.uuid(),
  createdAt: z.string(),
  /** Null when the target is no longer shown (deleted, unlisted, inactive). */
  target: favoriteTarget.nullable(),
})
export type Favorite = z.infer<typeof favorite>

export const favoriteListParams = z.object({
  userId: z.uuid('validation.invalid'),
  type: z.enum(favoriteTargetTypes, 'validation.invalid'),
})
export const favoriteItemParams = z.object({
  userId: z.uuid('validation.invalid'),
  targetType: z.enum(favoriteTargetTypes, 'validation.invalid'),
  targetId: z.uuid('validation.invalid'),
})

export const savedCounts = z.object({ wishlist: z.number().int(), favorites: z.number().int() })
export type SavedCounts = z.infer<typeof savedCounts>

/** Whether the caller has saved one thing: drives the toggle buttons. */
export const savedStatusQuery = z.object({
  targetType: z.enum(favoriteTargetTypes, 'validation.invalid'),
  targetId: z.uuid('validation.invalid'),
})
export const savedStatus = z.object({ wishlisted: z.boolean(), favorited: z.boolean() })
export type SavedStatus = z.infer<typeof savedStatus>
