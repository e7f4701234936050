// Review titles and comments for the demo catalogue, Amharic and English, by star rating.
import type { Random } from './random.ts'

const titles: Record<number, readonly string[]> = {
  5: [
    'በጣም ጥሩ ነው! — Excellent!',
    'እጅግ ደስ ብሎኛል',
    'Exactly as described',
    'ድንቅ ጥራት — Outstanding quality',
    'Will buy again',
    'ምርጥ ምርት',
    'Just like home',
  ],
  4: ['ጥሩ ነው — Very good', 'Good value', 'ጥሩ ግዢ', 'Happy with it', 'ጥሩ ጥራት — Good quality'],
  3: ['መካከለኛ — It is okay', 'Average', 'ደህና ነው', 'Could be better'],
}

const comments: Record<number, readonly string[]> = {
  5: [
    'ዕቃው በፍጥነት ደርሶኛል፣ ጥራቱም በጣም ጥሩ ነው። Arrived quickly and the quality is excellent.',
    'ለቤተሰቤ በስጦታ ገዛሁት፣ ሁሉም ወደዱት። Bought it as a gift for my family and everyone loved it.',
    'Packed carefully and the seller kept me updated the whole way.',
    'ከጠበቅሁት በላይ ነው። Better than I expected, highly recommended.',
    'እናቴ ከምትገዛው ጋር አንድ ዓይነት ነው። Exactly what my mother used to buy at Merkato.',
    'Second order from this store and just as good as the first.',
  ],
  4: [
    'ጥራቱ ጥሩ ነው፣ ግን ማድረሱ ትንሽ ዘገየ። Good quality; delivery took a day longer than promised.',
    'Nice product, the colour is slightly different from the photo.',
    'ዋጋው ተመጣጣኝ ነው። Fair price for what you get.',
    'Very good overall. The seller answered my questions quickly.',
    'ጥሩ ነው፣ ማሸጊያው ግን ቀላል ነበር። Good, though the packaging was a bit thin.',
  ],
  3: [
    'ምርቱ ደህና ነው፣ ማሸጊያው ግን ሊሻሻል ይገባል። The product is fine but the packaging could be better.',
    'It does the job, though I expected a bit more for the price.',
    'ከፎቶው ትንሽ ይለያል። A little different from the photos, but acceptable.',
    'Delivery was slow and I had to call twice. The item itself is okay.',
  ],
}

const abroadComments: readonly string[] = [
  'ወደ ዋሽንግተን በ9 ቀን ደረሰ። Took nine days to reach Washington, worth the wait.',
  'Shipped to Toronto without any problem at customs. ልክ እንደ አገር ቤት!',
  'ለልጆቼ የአገር ቤት ጣዕም አመጣልኝ። Brought a taste of home to my kids in London.',
  'International shipping was pricey, but everything arrived in perfect condition.',
]

const pros = [
  'Fast delivery',
  'Authentic',
  'Good packaging',
  'Great value',
  'ጥሩ ጥራት',
  'Friendly seller',
  'ፈጣን ማድረስ',
  'As described',
]
const cons = [
  'Slow delivery',
  'Pricey',
  'Packaging could be better',
  'Colour differs from photo',
  'ማሸጊያው ደካማ ነው',
]

export type ReviewText = { title: string; comment: string; pros: string[]; cons: string[] }

export function review(
  random: Random,
  { rating, abroad }: { rating: number; abroad: boolean },
): ReviewText {
  const stars = Math.min(5, Math.max(3, rating))
  const comment =
    abroad && stars >= 4 && random.chance(0.6)
      ? random.pick(abroadComments)
      : random.pick(comments[stars] ?? comments[4]!)
  const consCount =
    stars === 5 ? (random.chance(0.15) ? 1 : 0) : stars === 4 ? random.int(0, 1) : random.int(1, 2)
  return {
    title: random.pick(titles[stars] ?? titles[4]!),
    comment,
    pros: random.sample(pros, stars === 3 ? 1 : random.int(1, 3)),
    cons: random.sample(cons, consCount),
  }
}
