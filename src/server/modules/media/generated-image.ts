// Placeholder artwork drawn from a name, so the demo catalogue has images without any download
// or upload. The same (kind, name) always gives the same SVG, byte for byte.

export const generatedImageKinds = ['product', 'category', 'seller', 'ad', 'service'] as const
export type GeneratedImageKind = (typeof generatedImageKinds)[number]

/** Lower-case slug: letters, digits and single hyphens between them. */
export const GENERATED_IMAGE_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const GENERATED_IMAGE_NAME_MAX = 120

/**
 * Ethiopian-flag-inspired and earthy colours. `from`/`to` make the background, `band` joins the
 * tibeb border, `detail` picks out the motif and must read on the cream disc behind it.
 */
type Palette = { from: string; to: string; band: string; detail: string }
const palettes: readonly Palette[] = [
  { from: '#078930', to: '#045A20', band: '#FCDD09', detail: '#DA121A' }, // flag green
  { from: '#DA121A', to: '#8E0B11', band: '#FCDD09', detail: '#078930' }, // flag red
  { from: '#6F4E37', to: '#3E2A1E', band: '#E0A526', detail: '#C1440E' }, // roasted coffee
  { from: '#C1440E', to: '#7A2B09', band: '#F4E3C1', detail: '#078930' }, // terracotta
  { from: '#CC7722', to: '#8A4F16', band: '#FFF4DC', detail: '#0F47AF' }, // ochre
  { from: '#0F47AF', to: '#0A2F73', band: '#FCDD09', detail: '#DA121A' }, // emblem blue
  { from: '#556B2F', to: '#33401C', band: '#E8D5B5', detail: '#CC7722' }, // highland olive
  { from: '#9B2D20', to: '#5E1B13', band: '#E0A526', detail: '#078930' }, // berbere
  { from: '#2F5D50', to: '#1C3830', band: '#F2C14E', detail: '#DA121A' }, // enset green
  { from: '#7B3F61', to: '#4A263A', band: '#F6D8AE', detail: '#CC7722' }, // plum
]

const INK = '#2B1B12'
const CREAM = '#FFF8E7'

type Size = { width: number; height: number }

const sizes: Record<GeneratedImageKind, Size> = {
  product: { width: 800, height: 800 },
  category: { width: 640, height: 480 },
  seller: { width: 400, height: 400 },
  ad: { width: 1200, height: 400 },
  service: { width: 800, height: 500 },
}

type Motif =
  | 'cup'
  | 'jebena'
  | 'pepper'
  | 'dress'
  | 'cross'
  | 'basket'
  | 'book'
  | 'krar'
  | 'drum'
  | 'frame'
  | 'jar'
  | 'flower'
  | 'lamp'
  | 'phone'
  | 'store'
  | 'globe'
  | 'abstract'

// First match wins, so the more specific words come first (a "coffee pot" is a jebena, not a cup).
const motifKeywords: readonly (readonly [Motif, readonly string[]])[] = [
  ['jebena', ['jebena', 'pot', 'ceremony']],
  ['cup', ['coffee', 'buna', 'sini', 'cup', 'yirgacheffe', 'sidamo', 'guji', 'limu', 'kaffa']],
  [
    'pepper',
    ['spice', 'spices', 'berbere', 'mitmita', 'pepper', 'korerima', 'cumin', 'shiro', 'ginger'],
  ],
  [
    'dress',
    ['kemis', 'dress', 'netela', 'gabi', 'kuta', 'shema', 'clothing', 'fashion', 'habesha', 'suit'],
  ],
  [
    'cross',
    ['cross', 'jewellery', 'jewelry', 'silver', 'gold', 'necklace', 'ring', 'earrings', 'bracelet'],
  ],
  ['basket', ['mesob', 'basket', 'mudai', 'sefed', 'handicrafts', 'handicraft', 'crafts', 'weave']],
  ['book', ['book', 'books', 'novel', 'primer', 'history', 'cookbook', 'fikir', 'oromay']],
  ['krar', ['krar', 'masinko', 'begena', 'instrument', 'instruments', 'music', 'lyre']],
  ['drum', ['kebero', 'drum', 'washint', 'flute']],
  ['frame', ['art', 'painting', 'canvas', 'print', 'icon', 'gallery', 'parchment', 'carving']],
  ['flower', ['beauty', 'soap', 'henna', 'scrub', 'moringa', 'kohl', 'myrrh', 'incense']],
  ['jar', ['honey', 'mar', 'food', 'teff', 'kolo', 'butter', 'kibbeh', 'flour', 'oil', 'jar']],
  ['lamp', ['home', 'lamp', 'lantern', 'cushion', 'rug', 'stool', 'candle', 'runner', 'mitad']],
  [
    'phone',
    ['electronics', 'phone', 'smartphone', 'tablet', 'laptop', 'charger', 'speaker', 'router'],
  ],
  ['store', ['store', 'shop', 'market', 'house', 'boutique']],
  ['globe', ['shipping', 'cargo', 'translation', 'restaurant', 'grocery', 'events', 'community']],
]

const kindDefaults: Record<GeneratedImageKind, Motif> = {
  product: 'abstract',
  category: 'abstract',
  seller: 'store',
  ad: 'abstract',
  service: 'globe',
}

/** FNV-1a, 32 bit: a small, stable string hash. */
export function hashName(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32: tiny deterministic generator for the decorative shapes. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

function words(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
}

function pickMotif(kind: GeneratedImageKind, name: string): Motif {
  const nameWords = new Set(words(name))
  for (const [motif, keywords] of motifKeywords) {
    if (keywords.some((keyword) => nameWords.has(keyword))) return motif
  }
  return kindDefaults[kind]
}

const minorWords = new Set(['and', 'of', 'the', 'for', 'with', 'by', 'in', 'on', 'to'])

/** Up to two initials from the alphabetic words: "yirgacheffe-coffee-500g" gives "YC". */
export function initialsOf(name: string): string {
  const letters = words(name)
    .filter((word) => /^[a-z]/.test(word) && !minorWords.has(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
  return letters.join('') || name.trim().charAt(0).toUpperCase() || '?'
}

const round = (value: number) => Math.round(value * 10) / 10

/** Each motif is drawn in a 100 x 100 box; `fill` is the main colour, `accent` the detail. */
function motifShapes(motif: Motif, fill: string, accent: string, random: () => number): string {
  const stroke = (width: number, colour = fill) =>
    `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`
  switch (motif) {
    case 'cup':
      return [
        `<ellipse cx="48" cy="82" rx="32" ry="6" fill="${fill}"/>`,
        `<path d="M24 44h48v10a24 24 0 0 1-24 24a24 24 0 0 1-24-24z" fill="${fill}"/>`,
        `<path d="M72 50a9 9 0 0 1 0 18" ${stroke(5)}/>`,
        `<path d="M38 38q-6-7 0-14t0-14M52 38q-6-7 0-14t0-14" ${stroke(3.5, accent)}/>`,
        `<rect x="24" y="44" width="48" height="5" fill="${accent}"/>`,
      ].join('')
    case 'jebena':
      return [
        `<circle cx="46" cy="64" r="24" fill="${fill}"/>`,
        `<path d="M40 44l-3-30h18l-3 30z" fill="${fill}"/>`,
        `<path d="M66 56l20-18" ${stroke(6)}/>`,
        `<path d="M40 22q-16 14-16 30" ${stroke(4)}/>`,
        `<path d="M26 66h40" ${stroke(3, accent)}/>`,
        `<rect x="35" y="10" width="24" height="5" rx="2" fill="${accent}"/>`,
      ].join('')
    case 'pepper':
      return [
        `<path d="M28 30c-12 30 10 58 56 56c-22-10-34-30-36-54c-6-6-14-6-20-2z" fill="${fill}"/>`,
        `<path d="M36 28q0-14 14-18" ${stroke(4, accent)}/>`,
        `<path d="M38 44q2 16 16 28" ${stroke(2.5, accent)}/>`,
      ].join('')
    case 'dress':
      return [
        `<path d="M38 12h24l4 18l16 58h-64l16-58z" fill="${fill}"/>`,
        `<path d="M38 12q12 10 24 0" ${stroke(3, accent)}/>`,
        `<rect x="46" y="30" width="8" height="58" fill="${accent}"/>`,
        `<path d="M19 80h62" ${stroke(4, accent)}/>`,
        `<path d="M48 40l2-3l2 3l-2 3zM48 54l2-3l2 3l-2 3zM48 68l2-3l2 3l-2 3z" fill="${fill}"/>`,
      ].join('')
    case 'cross':
      return [
        `<path d="M44 8h12v28h28v12h-28v44h-12v-44h-28v-12h28z" fill="${fill}"/>`,
        `<circle cx="50" cy="42" r="12" ${stroke(4, accent)}/>`,
        `<circle cx="50" cy="8" r="4" fill="${accent}"/><circle cx="16" cy="42" r="4" fill="${accent}"/>`,
        `<circle cx="84" cy="42" r="4" fill="${accent}"/><circle cx="50" cy="92" r="4" fill="${accent}"/>`,
      ].join('')
    case 'basket':
      return [
        `<path d="M50 8l28 36h-56z" fill="${fill}"/>`,
        `<path d="M16 46h68a34 22 0 0 1-68 0z" fill="${fill}"/>`,
        `<rect x="40" y="66" width="20" height="22" fill="${fill}"/>`,
        `<path d="M30 32l6 6l6-6l8 6l8-6l6 6l6-6M22 54l7 6l7-6l7 6l7-6l7 6l7-6l7 6l7-6" ${stroke(2.5, accent)}/>`,
        `<rect x="34" y="86" width="32" height="5" rx="2" fill="${accent}"/>`,
      ].join('')
    case 'book':
      return [
        `<path d="M12 24q19-9 37 0v60q-18-9-37 0z" fill="${fill}"/>`,
        `<path d="M51 24q18-9 37 0v60q-19-9-37 0z" fill="${fill}"/>`,
        `<path d="M20 36q10-4 21 0M20 46q10-4 21 0M59 36q10-4 21 0M59 46q10-4 21 0" ${stroke(2.5, accent)}/>`,
      ].join('')
    case 'krar':
      return [
        `<circle cx="50" cy="74" r="18" fill="${fill}"/>`,
        `<path d="M30 12l12 50M70 12l-12 50" ${stroke(5)}/>`,
        `<path d="M24 14h52" ${stroke(5)}/>`,
        `<path d="M42 16v60M47 16v62M53 16v62M58 16v60" ${stroke(1.5, accent)}/>`,
      ].join('')
    case 'drum':
      return [
        `<path d="M22 28h56l-8 54h-40z" fill="${fill}"/>`,
        `<ellipse cx="50" cy="28" rx="28" ry="8" fill="${accent}"/>`,
        `<path d="M26 36l12 40M74 36l-12 40M40 32l10 48M60 32l-10 48" ${stroke(2, accent)}/>`,
      ].join('')
    case 'frame':
      return [
        `<rect x="12" y="16" width="76" height="68" rx="3" fill="${fill}"/>`,
        `<rect x="20" y="24" width="60" height="52" fill="${accent}"/>`,
        `<path d="M20 76l18-24l12 14l10-10l20 20z" fill="${fill}"/>`,
        `<circle cx="64" cy="38" r="6" fill="${fill}"/>`,
      ].join('')
    case 'jar':
      return [
        `<rect x="30" y="14" width="40" height="12" rx="3" fill="${accent}"/>`,
        `<rect x="24" y="26" width="52" height="62" rx="12" fill="${fill}"/>`,
        `<path d="M50 46l9 5v10l-9 5l-9-5v-10z" ${stroke(3, accent)}/>`,
        `<path d="M34 26v10q0 4 4 4t4-4v-10" fill="${accent}"/>`,
      ].join('')
    case 'flower': {
      const petals = Array.from({ length: 6 }, (_, index) => {
        const angle = (index * Math.PI) / 3
        const x = round(50 + Math.cos(angle) * 20)
        const y = round(44 + Math.sin(angle) * 20)
        return `<circle cx="${x}" cy="${y}" r="13" fill="${fill}"/>`
      })
      return [
        ...petals,
        `<circle cx="50" cy="44" r="10" fill="${accent}"/>`,
        `<path d="M50 66v26" ${stroke(4)}/>`,
      ].join('')
    }
    case 'lamp':
      return [
        `<path d="M32 12h36l12 34h-60z" fill="${fill}"/>`,
        `<path d="M50 46v36" ${stroke(5)}/>`,
        `<rect x="30" y="82" width="40" height="8" rx="3" fill="${fill}"/>`,
        `<path d="M26 40h48" ${stroke(3, accent)}/>`,
        `<circle cx="50" cy="52" r="5" fill="${accent}"/>`,
      ].join('')
    case 'phone':
      return [
        `<rect x="28" y="8" width="44" height="84" rx="8" fill="${fill}"/>`,
        `<rect x="33" y="18" width="34" height="60" rx="2" fill="${accent}"/>`,
        `<circle cx="50" cy="85" r="3" fill="${accent}"/>`,
        `<path d="M40 40l6 8l6-12l8 16" ${stroke(3)}/>`,
      ].join('')
    case 'store':
      return [
        `<rect x="16" y="40" width="68" height="48" fill="${fill}"/>`,
        `<path d="M12 22h76l-4 18h-68z" fill="${accent}"/>`,
        `<path d="M28 22l-3 18M44 22l-1 18M56 22l1 18M72 22l3 18" ${stroke(2.5)}/>`,
        `<rect x="42" y="60" width="16" height="28" fill="${accent}"/>`,
        `<rect x="22" y="50" width="14" height="12" fill="${accent}"/><rect x="64" y="50" width="14" height="12" fill="${accent}"/>`,
      ].join('')
    case 'globe':
      return [
        `<circle cx="50" cy="50" r="36" fill="${fill}"/>`,
        `<ellipse cx="50" cy="50" rx="16" ry="36" ${stroke(3, accent)}/>`,
        `<path d="M14 50h72M20 32h60M20 68h60" ${stroke(3, accent)}/>`,
      ].join('')
    case 'abstract': {
      const shapes: string[] = []
      for (let index = 0; index < 5; index++) {
        const x = round(15 + random() * 70)
        const y = round(15 + random() * 70)
        const size = round(8 + random() * 18)
        const colour = index % 2 === 0 ? fill : accent
        shapes.push(
          random() < 0.5
            ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${colour}" fill-opacity="0.9"/>`
            : `<path d="M${x} ${round(y - size)}l${size} ${round(size * 1.7)}h${-2 * size}z" fill="${colour}" fill-opacity="0.9"/>`,
        )
      }
      return shapes.join('')
    }
  }
}

/** A band of alternating triangles and diamonds, after the tibeb border of a Habesha kemis. */
function tibebBand(width: number, y: number, height: number, colours: readonly string[]): string {
  const step = height * 1.2
  const count = Math.ceil(width / step) + 1
  const parts: string[] = [
    `<rect x="0" y="${round(y)}" width="${width}" height="${round(height)}" fill="${INK}" fill-opacity="0.35"/>`,
  ]
  for (let index = 0; index < count; index++) {
    const x = round(index * step)
    const colour = colours[index % colours.length] ?? CREAM
    const half = round(height / 2)
    parts.push(
      index % 2 === 0
        ? `<path d="M${x} ${round(y + height)}l${round(step / 2)} ${-round(height * 0.8)}l${round(step / 2)} ${round(height * 0.8)}z" fill="${colour}"/>`
        : `<path d="M${round(x + step / 2)} ${round(y + half - height * 0.35)}l${round(step * 0.3)} ${round(height * 0.35)}l${-round(step * 0.3)} ${round(height * 0.35)}l${-round(step * 0.3)} ${-round(height * 0.35)}z" fill="${colour}"/>`,
    )
  }
  return parts.join('')
}

export type GeneratedImageInput = { kind: GeneratedImageKind; name: string }

/** Deterministic SVG artwork for a (kind, name) pair. */
export function renderGeneratedImage({ kind, name }: GeneratedImageInput): string {
  const seed = hashName(`${kind}:${name}`)
  const random = randomFrom(seed)
  const { from, to, band, detail } = palettes[seed % palettes.length] ?? palettes[0]!
  const { width, height } = sizes[kind]
  const motif = pickMotif(kind, name)
  const initials = escapeXml(initialsOf(name))
  const label = escapeXml(name)

  const bandHeight = Math.round(Math.min(width, height) * 0.07)
  const short = Math.min(width, height - bandHeight)
  const wide = width / height > 1.6
  // Wide banners put the motif on the left and the initials beside it; others stack them.
  const motifSize = Math.round(short * (wide ? 0.62 : 0.5))
  const centreX = wide ? Math.round(height * 0.55) : Math.round(width / 2)
  const centreY = Math.round((height - bandHeight) * (wide ? 0.5 : 0.44))
  const discRadius = Math.round(motifSize * 0.72)
  const angle = Math.round(random() * 360)

  const sparkles: string[] = []
  for (let index = 0; index < 7; index++) {
    const x = round(random() * width)
    const y = round(random() * (height - bandHeight))
    const r = round(4 + random() * Math.min(width, height) * 0.05)
    sparkles.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${CREAM}" fill-opacity="${round(0.05 + random() * 0.1)}"/>`,
    )
  }

  const fontSize = Math.round(short * (wide ? 0.34 : 0.14))
  const text = wide
    ? `<text x="${Math.round(height * 1.05)}" y="${Math.round(centreY + fontSize * 0.35)}" font-size="${fontSize}" text-anchor="start">${initials}</text>`
    : `<text x="${Math.round(width / 2)}" y="${Math.round(height - bandHeight - short * 0.07)}" font-size="${fontSize}" text-anchor="middle">${initials}</text>`

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    sparkles.join(''),
    `<circle cx="${centreX}" cy="${centreY}" r="${discRadius}" fill="${CREAM}" fill-opacity="0.92"/>`,
    `<g transform="translate(${centreX - motifSize / 2} ${centreY - motifSize / 2}) scale(${round(motifSize / 100)})">`,
    motifShapes(motif, from, detail, random),
    `</g>`,
    `<g font-family="'Noto Sans Ethiopic', 'Noto Sans', system-ui, sans-serif" font-weight="700" fill="${CREAM}" fill-opacity="0.95">${text}</g>`,
    tibebBand(width, height - bandHeight, bandHeight, ['#078930', '#FCDD09', '#DA121A', band]),
    `</svg>`,
  ].join('')
}
