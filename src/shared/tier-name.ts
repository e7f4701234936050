/** A commission tier's name in the reader's language: the Amharic name, else the name capitalised. */
export function tierName(
  tier: { name: string; nameAmharic: string | null },
  language: string,
): string {
  if (language === 'am' && tier.nameAmharic) return tier.nameAmharic
  return tier.name.charAt(0).toUpperCase() + tier.name.slice(1)
}
