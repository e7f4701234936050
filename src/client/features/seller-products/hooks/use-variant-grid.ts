import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { SellerProduct } from '#shared/contracts/seller-products.ts'
import type { ProductFormValues } from '../lib/product-form.ts'
import {
  EMPTY_GRID,
  gridBody,
  gridErrors,
  gridOf,
  gridSummary,
  type VariantGrid,
} from '../lib/variant-grid.ts'

/**
 * The options and variant grid beside a product form. While the product has variants, the form's
 * price and stock follow the grid (the cheapest active variant and the total), as the saved
 * product will read; the grid is checked with the server's own rules before anything is sent.
 */
export function useVariantGrid(form: UseFormReturn<ProductFormValues>, product?: SellerProduct) {
  const [grid, setGrid] = useState<VariantGrid>(() => gridOf(product))
  const [touched, setTouched] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})

  function change(next: VariantGrid) {
    setGrid(next)
    setTouched(true)
    setErrors({})
    const summary = gridSummary(next, form.getValues('price'))
    if (summary) {
      form.setValue('price', summary.price)
      form.setValue('discountPrice', '')
      form.setValue('stock', String(summary.stock))
    }
  }

  /** Shows the grid's errors; true when it may be sent (or was not changed). */
  function check(price: string): boolean {
    const problems = touched ? gridErrors(grid, price) : {}
    setErrors(problems)
    return Object.keys(problems).length === 0
  }

  return {
    grid,
    change,
    errors,
    check,
    touched,
    hasVariants: grid.options.length > 0,
    body: (price: string) => gridBody(grid, price),
    reset: () => {
      setGrid(EMPTY_GRID)
      setTouched(false)
      setErrors({})
    },
  }
}
