import { phoneticKeys } from './geez.ts'

export type SearchableProduct = {
  name: string
  description: string | null
  tags: readonly string[]
  categoryName: string
  categoryNameAm: string | null
  categoryNameOm?: string | null
  categoryNameTi?: string | null
}

/** Phonetic key of a product's name: what exact and prefix matches rank on. */
export function searchNameKey(name: string): string {
  return phoneticKeys(name).join(' ')
}

/**
 * A product's search document: the distinct phonetic keys of its name, category names (every language), tags and
 * description, name first. Keys are ASCII so trigram and full-text indexes treat Ge'ez and Latin
 * alike on any database locale.
 */
export function buildSearchDocument(product: SearchableProduct): string {
  const words = new Set<string>()
  for (const text of [
    product.name,
    product.categoryName,
    product.categoryNameAm ?? '',
    product.categoryNameOm ?? '',
    product.categoryNameTi ?? '',
    product.tags.join(' '),
    product.description ?? '',
  ]) {
    for (const key of phoneticKeys(text)) words.add(key)
  }
  return [...words].join(' ')
}
