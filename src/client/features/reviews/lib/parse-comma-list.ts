/**
 * Pros and cons are typed as one comma-separated line: each item is trimmed and empty ones are
 * dropped. The Ethiopic comma (፣) counts as a comma, since Amharic keyboards type it.
 */
export function parseCommaList(text: string): string[] {
  return text
    .split(/[,፣]/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0)
}
