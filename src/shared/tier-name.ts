import { localizedName, type LocalizedNames } from './language.ts'

/** A commission tier's name in the reader's language, else its stored name capitalised. */
export function tierName(tier: LocalizedNames, language: string): string {
  const name = localizedName(tier, language)
  return name === tier.name ? name.charAt(0).toUpperCase() + name.slice(1) : name
}
