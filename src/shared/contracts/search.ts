import { z } from 'zod'
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts'
import { SEARCH_SORTS, SEARCH_SUGGESTIONS_MIN_LENGTH } from '../search-options.ts'
import { productListItem } from './catalog.ts'

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

const priceQuery = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'validation.price')

export const searchQuery = z
  .object({
    q: z.string().trim().max(200, 'validation.tooLong').optional(),
    /** A category id or slug. */
    category: z.string().trim().max(80).optional(),
    sellerId: z.uuid('validation.invalid').optional(),
    featured: booleanQuery.optional(),
    /** Bounds on the price a buyer pays (the sale price when there is one), in ETB. */
    minPrice: priceQuery.optional(),
    maxPrice: priceQuery.optional(),
    /** true: only products with stock; false or absent: any. */
    inStock: booleanQuery.optional(),
    /** true: only products shipped internationally. */
    international: booleanQuery.optional(),
    sort: z.enum(SEARCH_SORTS).default('relevance'),
    limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
    /** Opaque cursor from the previous page's nextCursor. */
    cursor: z.string().max(200).optional(),
    /** 1-based page number, for clients that page by number instead of by cursor. */
    page: z.coerce.number().int().min(1).max(1_000).optional(),
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      Number(query.minPrice) <= Number(query.maxPrice),
    { message: 'validation.priceRange', path: ['maxPrice'] },
  )
export type SearchQuery = z.input<typeof searchQuery>

export const searchPage = z.object({
  items: z.array(productListItem),
  /**
   * How many listed products match the query and every filter, counted up to SEARCH_COUNT_CAP:
   * past it `totalIsAtLeast` is true and the page says "1000+" (an exact count of a broad query
   * would cost more than the results themselves).
   */
  total: z.number().int(),
  totalIsAtLeast: z.boolean(),
  nextCursor: z.string().nullable(),
})
export type SearchPage = z.infer<typeof searchPage>

export const suggestionsQuery = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_SUGGESTIONS_MIN_LENGTH, 'validation.searchTooShort')
    .max(200, 'validation.tooLong'),
})

export const searchSuggestion = z.object({
  kind: z.enum(['product', 'category']),
  /** What to show and, when chosen, what to search for. */
  text: z.string(),
  /** For a category: its slug, to filter by it. */
  categorySlug: z.string().nullable(),
})
export type SearchSuggestion = z.infer<typeof searchSuggestion>

export const suggestionsResponse = z.object({ suggestions: z.array(searchSuggestion) })
export type SuggestionsResponse = z.infer<typeof suggestionsResponse>
