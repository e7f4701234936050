/**
 * A LIKE / ILIKE pattern that matches `text` anywhere in a value, with the text's own `%`, `_`
 * and `\` taken as themselves (PostgreSQL's default escape character is the backslash): a search
 * for "50%" finds "50% off" and not every value containing "50".
 */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
