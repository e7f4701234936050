import { synonymKeys } from './synonyms.ts'
import {
  CONTAINED_MIN_KEY_LENGTH,
  CONTAINING_TERMS_PER_KEY,
  FUZZY_MIN_KEY_LENGTH,
  FUZZY_MIN_SIMILARITY,
  FUZZY_TERMS_PER_KEY,
  type QueryKeys,
} from './search.queries.ts'

// The vocabulary of known keys (the search_terms table) held in memory beside the search index,
// answering as findQueryTerms in search.queries.ts does in the database: the same typo matching
// (pg_trgm's trigram similarity, worked out the same way) and the same longer words containing
// a key, without a round trip.

/** pg_trgm's trigrams of one word of [a-z0-9]: padded with two spaces before and one after. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `
  const found = new Set<string>()
  for (let at = 0; at + 3 <= padded.length; at++) found.add(padded.slice(at, at + 3))
  return found
}

/** pg_trgm's similarity(a, b): shared trigrams over all trigrams, as a float4. */
export function similarity(shared: number, left: number, right: number): number {
  return Math.fround(shared / (left + right - shared))
}

export class Vocabulary {
  private trigramCounts = new Map<string, number>()
  private byTrigram = new Map<string, string[]>()

  get size(): number {
    return this.trigramCounts.size
  }

  has(term: string): boolean {
    return this.trigramCounts.has(term)
  }

  add(term: string): void {
    if (term === '' || this.trigramCounts.has(term)) return
    const own = trigrams(term)
    this.trigramCounts.set(term, own.size)
    for (const trigram of own) {
      const terms = this.byTrigram.get(trigram)
      if (terms) terms.push(term)
      else this.byTrigram.set(trigram, [term])
    }
  }

  /** The query's keys with their typos, longer words and synonyms, as findQueryTerms answers. */
  queryKeys(keys: readonly string[]): QueryKeys {
    return keys.map((key) => ({
      key,
      fuzzy: key.length >= FUZZY_MIN_KEY_LENGTH ? this.typosOf(key) : [],
      containing: key.length >= CONTAINED_MIN_KEY_LENGTH ? this.containing(key) : [],
      synonyms: synonymKeys(key),
    }))
  }

  /** For a key that is no known word, the words it may be a typo of, most alike first. */
  private typosOf(key: string): string[] {
    if (this.has(key)) return []
    const own = trigrams(key)
    const shared = new Map<string, number>()
    for (const trigram of own) {
      for (const term of this.byTrigram.get(trigram) ?? []) {
        shared.set(term, (shared.get(term) ?? 0) + 1)
      }
    }
    const alike: { term: string; similarity: number }[] = []
    for (const [term, count] of shared) {
      const value = similarity(count, own.size, this.trigramCounts.get(term)!)
      if (value >= FUZZY_MIN_SIMILARITY) alike.push({ term, similarity: value })
    }
    return alike
      .sort((a, b) => b.similarity - a.similarity || (a.term < b.term ? -1 : 1))
      .slice(0, FUZZY_TERMS_PER_KEY)
      .map((entry) => entry.term)
  }

  /** Longer words that contain the key but do not start with it, shortest first. */
  private containing(key: string): string[] {
    // Every word containing the key holds the key's first three letters as one of its trigrams.
    return (this.byTrigram.get(key.slice(0, 3)) ?? [])
      .filter((term) => term.includes(key) && !term.startsWith(key))
      .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
      .slice(0, CONTAINING_TERMS_PER_KEY)
  }
}
