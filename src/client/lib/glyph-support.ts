// Some currency symbols (₿ U+20BF) are missing from our web font and from many systems' fonts,
// and show as an empty box. A symbol is shown only when this browser can draw it; otherwise the
// currency code stands in.

const cache = new Map<string, boolean>()
/** A code point no font draws: its rendering is the "missing glyph" box. */
const MISSING = '\u{10FFFD}'

function draw(context: CanvasRenderingContext2D, text: string): string {
  context.clearRect(0, 0, 40, 40)
  context.fillText(text, 4, 30)
  return Array.from(context.getImageData(0, 0, 40, 40).data).join(',')
}

/** True when the page's font stack has a glyph for `text` (assumed true where it cannot tell). */
export function canDrawGlyph(text: string): boolean {
  const known = cache.get(text)
  if (known !== undefined) return known
  let result = true
  try {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
    if (context) {
      context.font = `24px ${getComputedStyle(document.documentElement).fontFamily}`
      context.textBaseline = 'alphabetic'
      result = draw(context, text) !== draw(context, MISSING)
    }
  } catch {
    result = true
  }
  cache.set(text, result)
  return result
}

/** The currency's symbol when it can be drawn here, else its code ("BTC"). */
export function displaySymbol(symbol: string | null | undefined, code: string): string {
  if (!symbol) return code
  // Plain ASCII symbols ($, Br) are always drawable.
  if (/^[\x20-\x7E]*$/.test(symbol)) return symbol
  return canDrawGlyph(symbol) ? symbol : code
}
