// Amounts in a statement's tables: grouped digits with two decimals and no currency (the page says
// once that they are birr). Intl formats the decimal string itself, so nothing passes a float.
const plain = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

export function formatAmount(amount: string): string {
  return plain.format(amount as unknown as number)
}

/** An amount shown as taken from the balance ("-12.00"); zero stays zero. */
export function negated(amount: string): string {
  if (/^-?0+(\.0+)?$/.test(amount)) return amount
  return amount.startsWith('-') ? amount.slice(1) : `-${amount}`
}
