import { z } from 'zod'

// Listing products in bulk: the seller's products as a CSV file, and a CSV file read back as
// creates and updates, checked whole before anything is written (docs/decisions/025-product-variants.md).

/** Largest file accepted, in bytes (5 MB). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024
/** Most data rows accepted in one file (one row per variant). */
export const IMPORT_MAX_ROWS = 5000

/**
 * The file's columns, in the order the export writes them. One row per variant; a product without
 * options is one row. Rows of one product share its handle: the product's id for one that exists
 * (the export writes it), any short text for a new one; an empty handle makes a row a new product
 * of its own. Product columns (name to active, image_url) may be left empty on a product's later
 * rows. Yes/no columns take yes, no, true, false, 1 or 0.
 */
export const IMPORT_COLUMNS = [
  'handle',
  'name',
  'description',
  'category',
  'price',
  'discount_price',
  'stock',
  'sku',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'option3_name',
  'option3_value',
  'variant_active',
  'active',
  'image_url',
] as const
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]

/** Columns a file must have (the rest may be left out). */
export const IMPORT_REQUIRED_COLUMNS = ['handle', 'name', 'category', 'price', 'stock'] as const

export const importRowError = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  /** The column the error is about; null for the whole row or file. */
  column: z.string().nullable(),
  /** In the reader's language. */
  message: z.string(),
})
export type ImportRowError = z.infer<typeof importRowError>

export const importPreviewRow = z.object({
  row: z.number().int(),
  handle: z.string(),
  name: z.string(),
  /** What applying the file would do with the row's product. */
  action: z.enum(['create', 'update']),
  /** The variant's option values ("Size: 500 g"), or null for a product without options. */
  variantLabel: z.string().nullable(),
  errors: z.array(importRowError),
})
export type ImportPreviewRow = z.infer<typeof importPreviewRow>

export const importPreview = z.object({
  /** Data rows read (the header not counted). */
  totalRows: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  /** Every error, rows in order; empty when the file may be applied. */
  errors: z.array(importRowError),
  rows: z.array(importPreviewRow),
})
export type ImportPreview = z.infer<typeof importPreview>

export const importResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  variants: z.number().int(),
})
export type ImportResult = z.infer<typeof importResult>
