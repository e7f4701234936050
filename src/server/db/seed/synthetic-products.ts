// Synthetic products for load tests: believable names built from word lists, spread across the
// stores and categories already in the database, inserted in large batches (one JSON parameter
// each); a large load builds the tables' secondary indexes once at the end.
import { randomUUID } from 'node:crypto'
import { count, getTableName, sql } from 'drizzle-orm'
import type { Database, Executor } from '#server/db/database.ts'
import { categories, productImages, productSearch, products } from '#server/db/schema/catalog.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { buildSearchDocument, searchNameKey } from '#shared/text/search-document.ts'
import { addSearchTerms } from '#server/modules/search/search.queries.ts'
import type { CategorySlug } from './catalog-data.ts'
import { generatedImageUrl } from './demo-data.ts'
import { jsonInsert } from './json-insert.ts'
import { type Random, DAY_MS, birr, createRandom, shopPrice, slugify } from './random.ts'

/** [Amharic, English, price factor] */
type Qualifier = readonly [string, string, number?]

/** One kind of product; lists left out fall back to the category's. */
type Item = {
  am: string
  en: string
  price: readonly [number, number]
  qualifiers?: readonly Qualifier[]
  styles?: readonly string[]
  sizes?: readonly string[]
}

type WordList = {
  items: readonly Item[]
  qualifiers: readonly Qualifier[]
  styles: readonly string[]
  sizes: readonly string[]
  /** Imported goods are listed under their English name only. */
  englishOnly?: boolean
}

const brands = (...names: string[]): Qualifier[] => names.map((name) => ['', name])

const wordLists: Record<CategorySlug, WordList> = {
  coffee: {
    items: [
      { am: 'ቡና', en: 'Coffee', price: [350, 1_800] },
      {
        am: 'ጥሬ ቡና',
        en: 'Green Coffee',
        price: [600, 1_700],
        styles: ['Washed', 'Natural', 'Grade 1', 'Grade 2'],
        sizes: ['1kg', '2kg'],
      },
      {
        am: 'ጀበና',
        en: 'Jebena',
        price: [450, 1_100],
        styles: ['Hand-formed', 'Painted', 'Black Clay', 'Traditional'],
        sizes: ['Small', 'Medium', 'Large'],
      },
      {
        am: 'ሲኒ',
        en: 'Sini Cups',
        price: [600, 1_200],
        styles: ['Porcelain', 'Hand-painted', 'Gold Rim'],
        sizes: ['Set of 6', 'Set of 12'],
      },
    ],
    qualifiers: [
      ['የይርጋጨፌ', 'Yirgacheffe'],
      ['የሲዳሞ', 'Sidamo'],
      ['የሐረር', 'Harar'],
      ['የጅማ', 'Jimma'],
      ['የጉጂ', 'Guji'],
      ['የሊሙ', 'Limu'],
      ['የካፋ', 'Kaffa'],
      ['የቴፒ', 'Tepi'],
      ['የነቀምቴ', 'Nekemte'],
    ],
    styles: [
      'Washed',
      'Natural',
      'Honey Process',
      'Light Roast',
      'Medium Roast',
      'Dark Roast',
      'Organic',
    ],
    sizes: ['250g', '500g', '1kg'],
  },
  spices: {
    items: [
      { am: 'በርበሬ', en: 'Berbere', price: [150, 900] },
      { am: 'ሚጥሚጣ', en: 'Mitmita', price: [120, 500] },
      { am: 'ሽሮ', en: 'Shiro', price: [150, 600] },
      { am: 'ኮረሪማ', en: 'Korerima', price: [180, 700] },
      { am: 'አብሽ', en: 'Fenugreek', price: [120, 400] },
      { am: 'ጥቁር አዝሙድ', en: 'Black Cumin', price: [140, 500] },
      { am: 'ድንብላል', en: 'Coriander', price: [120, 400] },
      { am: 'ዝንጅብል', en: 'Ginger Powder', price: [150, 500] },
      { am: 'ኮሰረት', en: 'Koseret', price: [140, 450] },
    ],
    qualifiers: [
      ['የሐረር', 'Harar'],
      ['የጎጃም', 'Gojjam'],
      ['የወሎ', 'Wollo'],
      ['የጉራጌ', 'Gurage'],
      ['የትግራይ', 'Tigray'],
      ['የቤት', 'Homemade'],
    ],
    styles: ['Stone-Ground', 'Sun-Dried', 'Premium', 'Family Recipe', 'Organic'],
    sizes: ['100g', '250g', '500g', '1kg'],
  },
  'traditional-clothing': {
    items: [
      { am: 'የሐበሻ ቀሚስ', en: 'Habesha Kemis', price: [4_000, 18_000] },
      { am: 'ነጠላ', en: 'Netela', price: [1_500, 3_500], sizes: ['', 'Long'] },
      {
        am: 'ጋቢ',
        en: 'Gabi',
        price: [2_500, 5_000],
        styles: ['Handwoven', 'Four-layer', 'Classic White'],
        sizes: [''],
      },
      { am: 'ኩታ', en: 'Kuta', price: [1_800, 3_200], sizes: [''] },
      { am: 'የወንዶች ልብስ', en: "Men's Suit", price: [4_500, 9_000] },
      {
        am: 'የልጆች ቀሚስ',
        en: "Kids' Dress",
        price: [1_500, 2_800],
        sizes: ['Age 2-4', 'Age 5-8', 'Age 9-12'],
      },
    ],
    qualifiers: [
      ['የጎንደር', 'Gondar'],
      ['የወሎ', 'Wollo'],
      ['የጎጃም', 'Gojjam'],
      ['የሸዋ', 'Shewa'],
      ['የዶርዜ', 'Dorze'],
      ['የትግራይ', 'Tigray'],
    ],
    styles: ['Tibeb', 'Gold Thread', 'Embroidered', 'Handwoven', 'Modern Cut', 'Classic White'],
    sizes: ['Size S', 'Size M', 'Size L', 'Size XL'],
  },
  jewellery: {
    items: [
      { am: 'መስቀል', en: 'Cross Pendant', price: [1_200, 8_000] },
      { am: 'አንባር', en: 'Bracelet', price: [1_500, 6_000] },
      { am: 'የጆሮ ጌጥ', en: 'Earrings', price: [800, 5_000] },
      { am: 'ቀለበት', en: 'Ring', price: [800, 4_000] },
      { am: 'ሐብል', en: 'Necklace', price: [1_000, 7_000] },
    ],
    qualifiers: [
      ['የብር', 'Silver', 1],
      ['የወርቅ', 'Gold', 3],
      ['የነሐስ', 'Brass', 0.6],
    ],
    styles: ['Lalibela', 'Axum', 'Gondar', 'Filigree', 'Hammered', 'Minimal'],
    sizes: ['', 'Small', 'Large'],
  },
  handicrafts: {
    items: [
      {
        am: 'መሶብ',
        en: 'Mesob',
        price: [1_200, 6_000],
        styles: ['Handwoven', 'Two-tone', 'Heritage', 'Natural'],
      },
      {
        am: 'ሙዳይ',
        en: 'Mudai Basket',
        price: [500, 1_200],
        styles: ['Handwoven', 'Two-tone', 'Natural'],
      },
      {
        am: 'ሰፌድ',
        en: 'Sefed Tray',
        price: [400, 1_000],
        styles: ['Handwoven', 'Painted', 'Natural'],
      },
      {
        am: 'የሸክላ ድስት',
        en: 'Clay Pot',
        price: [500, 1_500],
        styles: ['Hand-built', 'Painted', 'Black Clay'],
      },
      {
        am: 'የቆዳ ቦርሳ',
        en: 'Leather Bag',
        price: [2_000, 6_000],
        styles: ['Hand-stitched', 'Embossed', 'Natural'],
      },
      {
        am: 'የእንጨት መስቀል',
        en: 'Wooden Cross',
        price: [500, 1_800],
        styles: ['Hand-carved', 'Olive Wood', 'Heritage'],
      },
    ],
    qualifiers: [
      ['የሐረር', 'Harari'],
      ['የላሊበላ', 'Lalibela'],
      ['የጉራጌ', 'Gurage'],
      ['የወላይታ', 'Wolaita'],
      ['የጎንደር', 'Gondar'],
    ],
    styles: ['Handmade'],
    sizes: ['Small', 'Medium', 'Large'],
  },
  'honey-and-food': {
    items: [
      {
        am: 'ማር',
        en: 'Honey',
        price: [450, 1_800],
        styles: ['Raw', 'White', 'Red', 'Forest', 'Organic'],
        sizes: ['500g', '1kg'],
      },
      {
        am: 'ጤፍ',
        en: 'Teff Flour',
        price: [600, 1_700],
        styles: ['White', 'Brown', 'Mixed', 'Stone-Milled'],
        sizes: ['5kg', '10kg'],
      },
      {
        am: 'ቆሎ',
        en: 'Kolo',
        price: [150, 300],
        styles: ['Classic', 'Spiced', 'Family Recipe'],
        sizes: ['500g', '1kg'],
      },
      {
        am: 'ዳቦ ቆሎ',
        en: 'Dabo Kolo',
        price: [150, 300],
        styles: ['Classic', 'Spiced'],
        sizes: ['500g', '1kg'],
      },
      {
        am: 'ንጥር ቅቤ',
        en: 'Spiced Butter',
        price: [900, 2_000],
        styles: ['Premium', 'Family Recipe', 'Mild'],
        sizes: ['500g', '1kg'],
      },
      {
        am: 'በሶ',
        en: 'Besso',
        price: [250, 450],
        styles: ['Roasted', 'Fine'],
        sizes: ['1kg', '2kg'],
      },
      {
        am: 'ምስር',
        en: 'Red Lentils',
        price: [180, 300],
        styles: ['Split', 'Whole', 'Organic'],
        sizes: ['1kg', '2kg'],
      },
    ],
    qualifiers: [
      ['የትግራይ', 'Tigray'],
      ['የጎጃም', 'Gojjam'],
      ['የወሎ', 'Wollo'],
      ['የጅማ', 'Jimma'],
      ['የባሌ', 'Bale'],
      ['የሸካ', 'Sheka'],
    ],
    styles: ['Organic'],
    sizes: ['1kg'],
  },
  books: {
    items: [
      { am: 'ልቦለድ', en: 'Novel', price: [350, 900] },
      { am: 'የግጥም መድብል', en: 'Poetry Collection', price: [250, 600] },
      { am: 'የታሪክ መጽሐፍ', en: 'History Book', price: [450, 1_600] },
      {
        am: 'የልጆች መጽሐፍ',
        en: "Children's Book",
        price: [250, 600],
        styles: ['Illustrated', 'Picture', 'Bedtime'],
      },
      {
        am: 'የምግብ አዘገጃጀት',
        en: 'Cookbook',
        price: [600, 1_500],
        styles: ['Illustrated', 'Hardcover', 'Family'],
      },
      {
        am: 'መማሪያ',
        en: 'Workbook',
        price: [350, 800],
        styles: ['Beginner', 'Intermediate', 'School'],
      },
    ],
    qualifiers: [
      ['የአማርኛ', 'Amharic'],
      ['የኦሮምኛ', 'Afaan Oromo'],
      ['የትግርኛ', 'Tigrinya'],
      ['ባለሁለት ቋንቋ', 'Bilingual'],
    ],
    styles: ['Classic', 'New Edition', 'Hardcover', 'Paperback', 'Collected'],
    sizes: ['Vol. 1', 'Vol. 2', 'Vol. 3', ''],
  },
  'music-instruments': {
    items: [
      { am: 'ክራር', en: 'Krar', price: [2_500, 9_000] },
      { am: 'ማሲንቆ', en: 'Masinko', price: [2_000, 5_000] },
      { am: 'በገና', en: 'Begena', price: [9_000, 20_000] },
      { am: 'ከበሮ', en: 'Kebero', price: [1_800, 6_000] },
      { am: 'ዋሽንት', en: 'Washint', price: [450, 1_200] },
    ],
    qualifiers: [
      ['የጎንደር', 'Gondar'],
      ['የወሎ', 'Wollo'],
      ['የደሴ', 'Dessie'],
      ['የአዲስ አበባ', 'Addis Ababa'],
    ],
    styles: ['Student', 'Professional', 'Concert', 'Hand-built', 'Travel'],
    sizes: [''],
  },
  art: {
    items: [
      { am: 'ሥዕል', en: 'Painting', price: [2_500, 30_000] },
      {
        am: 'የብራና ሥዕል',
        en: 'Parchment Art',
        price: [2_000, 12_000],
        styles: ['Traditional', 'Miniature', 'Framed', 'Signed'],
      },
      {
        am: 'ፎቶ',
        en: 'Photo Print',
        price: [1_200, 3_500],
        styles: ['Framed', 'Signed', 'Black and White'],
      },
      {
        am: 'ቅርጽ',
        en: 'Carving',
        price: [2_000, 8_000],
        styles: ['Relief', 'Olive Wood', 'Miniature'],
        sizes: ['Small', 'Large'],
      },
    ],
    qualifiers: [
      ['የላሊበላ', 'Lalibela'],
      ['የጎንደር', 'Gondar'],
      ['የአክሱም', 'Axum'],
      ['የሐረር', 'Harar'],
      ['የአዲስ አበባ', 'Addis Ababa'],
      ['የስሜን ተራሮች', 'Simien Mountains'],
    ],
    styles: ['Traditional', 'Contemporary', 'Abstract', 'Framed', 'Signed'],
    sizes: ['A4', 'A3', 'A2', '50x70 cm'],
  },
  beauty: {
    items: [
      { am: 'ሳሙና', en: 'Soap', price: [150, 450], sizes: ['1 Bar', '3 Bars'] },
      { am: 'የሰውነት ዘይት', en: 'Body Oil', price: [300, 900], sizes: ['50ml', '100ml'] },
      { am: 'የፀጉር ቅባት', en: 'Hair Butter', price: [300, 700], sizes: ['100g', '200g'] },
      { am: 'የሰውነት ማጽጃ', en: 'Body Scrub', price: [350, 700], sizes: ['200g', '250g'] },
      { am: 'ሽቶ', en: 'Perfume Oil', price: [450, 1_200], sizes: ['10ml', '30ml'] },
    ],
    qualifiers: [
      ['የማር', 'Honey'],
      ['የቡና', 'Coffee'],
      ['የዕጣን', 'Frankincense'],
      ['የሞሪንጋ', 'Moringa'],
      ['የአቮካዶ', 'Avocado'],
      ['የጥቁር አዝሙድ', 'Black Seed'],
    ],
    styles: ['Natural', 'Handmade', 'Organic', 'Gentle'],
    sizes: ['100g'],
  },
  home: {
    items: [
      {
        am: 'የትራስ ልብስ',
        en: 'Cushion Cover',
        price: [700, 1_800],
        sizes: ['Single', 'Set of 2', 'Set of 4'],
      },
      { am: 'የጠረጴዛ ልብስ', en: 'Table Runner', price: [800, 1_800], sizes: ['150 cm', '200 cm'] },
      {
        am: 'ምንጣፍ',
        en: 'Rug',
        price: [5_000, 19_000],
        sizes: ['120x180 cm', '160x230 cm', '200x300 cm'],
      },
      {
        am: 'የአልጋ ልብስ',
        en: 'Bedspread',
        price: [3_500, 8_000],
        sizes: ['Single', 'Double', 'Queen'],
      },
    ],
    qualifiers: [
      ['የሸማ', 'Shema'],
      ['የሱፍ', 'Wool'],
      ['የጥጥ', 'Cotton'],
    ],
    styles: ['Handwoven', 'Striped', 'Tibeb', 'Rustic', 'Classic', 'Modern'],
    sizes: [''],
  },
  electronics: {
    englishOnly: true,
    items: [
      {
        am: '',
        en: 'Smartphone',
        price: [9_000, 45_000],
        qualifiers: brands('Tecno', 'Infinix', 'Samsung', 'Itel', 'Xiaomi'),
        sizes: ['64GB', '128GB', '256GB'],
      },
      {
        am: '',
        en: 'Feature Phone',
        price: [2_000, 3_500],
        qualifiers: brands('Nokia', 'Itel', 'Tecno'),
        sizes: [''],
      },
      {
        am: '',
        en: 'Power Bank',
        price: [2_000, 4_500],
        qualifiers: brands('Oraimo', 'Anker', 'Xiaomi'),
        sizes: ['10000mAh', '20000mAh'],
      },
      {
        am: '',
        en: 'Bluetooth Speaker',
        price: [2_500, 9_000],
        qualifiers: brands('JBL', 'Oraimo', 'Anker', 'Sony'),
        sizes: [''],
      },
      {
        am: '',
        en: 'Wireless Earbuds',
        price: [2_200, 7_000],
        qualifiers: brands('Oraimo', 'Samsung', 'Xiaomi', 'JBL'),
        sizes: [''],
      },
      {
        am: '',
        en: 'Tablet',
        price: [12_000, 35_000],
        qualifiers: brands('Samsung', 'Lenovo', 'Xiaomi'),
        sizes: ['32GB', '64GB', '128GB'],
      },
      {
        am: '',
        en: 'Laptop',
        price: [35_000, 60_000],
        qualifiers: brands('HP', 'Lenovo', 'Dell', 'Acer'),
        sizes: ['8GB 256GB', '8GB 512GB', '16GB 512GB'],
      },
      {
        am: '',
        en: 'Solar Lantern',
        price: [2_000, 6_000],
        qualifiers: brands('Sun King', 'd.light'),
        sizes: [''],
      },
      {
        am: '',
        en: 'Smart TV',
        price: [25_000, 60_000],
        qualifiers: brands('Hisense', 'Samsung', 'TCL', 'LG'),
        sizes: ['32-inch', '43-inch', '50-inch'],
      },
      {
        am: '',
        en: 'Voltage Stabilizer',
        price: [2_500, 6_000],
        qualifiers: brands('Sollatek', 'APC'),
        sizes: ['1000VA', '2000VA'],
      },
    ],
    qualifiers: brands('Generic'),
    styles: ['Pro', 'Lite', 'Plus', 'Max', 'Neo', 'X'],
    sizes: [''],
  },
}

/** [English, Amharic] */
const cities: readonly (readonly [string, string])[] = [
  ['Addis Ababa', 'አዲስ አበባ'],
  ['Bahir Dar', 'ባሕር ዳር'],
  ['Hawassa', 'ሀዋሳ'],
  ['Gondar', 'ጎንደር'],
  ['Mekelle', 'መቀሌ'],
  ['Dire Dawa', 'ድሬ ዳዋ'],
  ['Harar', 'ሐረር'],
  ['Jimma', 'ጅማ'],
  ['Adama', 'አዳማ'],
  ['Lalibela', 'ላሊበላ'],
  ['Axum', 'አክሱም'],
  ['Dessie', 'ደሴ'],
]

function syntheticName(random: Random, words: WordList) {
  const item = random.pick(words.items)
  const qualifier = random.pick(item.qualifiers ?? words.qualifiers)
  const style = random.pick(item.styles ?? words.styles)
  const size = random.pick(item.sizes ?? words.sizes)
  // Imported goods read "Brand Item Style 42": a model name rather than a style word.
  const english = words.englishOnly
    ? [qualifier[1], item.en, `${style} ${random.int(10, 99)}`, size].filter(Boolean).join(' ')
    : [qualifier[1], style, item.en, size].filter(Boolean).join(' ')
  const name = words.englishOnly ? english : `${qualifier[0]} ${item.am} — ${english}`
  const [low, high] = item.price
  const factor = qualifier[2] ?? 1
  // Skewed towards the cheaper end, as real catalogues are.
  const price = shopPrice((low + random.next() ** 1.6 * (high - low)) * factor)
  return { name, english, item, price }
}

/** Rows per insert at most (one JSON parameter of about 1 KB a row). */
export const MAX_BATCH_SIZE = 20_000

/** From this many new products, the secondary indexes are dropped and built again at the end. */
export const REBUILD_INDEXES_FROM = 50_000

export type SyntheticOptions = {
  /** Rows per insert. */
  batchSize?: number
  onProgress?: (inserted: number) => void
  /**
   * Drop the secondary indexes of products, product_images and product_search, load, and build them again, all
   * in one transaction (a failure leaves the tables as they were). Building an index once costs
   * a fraction of keeping it up to date row by row (the trigram indexes of search most of all).
   * Default: from REBUILD_INDEXES_FROM products on. The tables are locked while it runs.
   */
  rebuildIndexes?: boolean
}

/**
 * Adds `total` products (each with a primary image) to the stores already in the database.
 * Products go to stores that already sell in the category when there are any, so the catalogue
 * stays plausible. Content is reproducible for a given database state; ids are random.
 */
export async function addSyntheticProducts(
  db: Database,
  total: number,
  {
    batchSize = 5_000,
    onProgress,
    rebuildIndexes = total >= REBUILD_INDEXES_FROM,
  }: SyntheticOptions = {},
): Promise<number> {
  const categoryRows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      nameAm: categories.nameAm,
      nameOm: categories.nameOm,
      nameTi: categories.nameTi,
    })
    .from(categories)
  const sellerRows = await db
    .select({
      id: sellers.id,
      servesInternational: sellers.servesInternational,
      shippingRegions: sellers.shippingRegions,
    })
    .from(sellers)
  if (categoryRows.length === 0 || sellerRows.length === 0) {
    throw new Error('Synthetic products need categories and sellers: seed the demo first.')
  }
  const [{ existing } = { existing: 0 }] = await db.select({ existing: count() }).from(products)
  const pairs = await db
    .selectDistinct({ sellerId: products.sellerId, categoryId: products.categoryId })
    .from(products)

  const sellersById = new Map(sellerRows.map((seller) => [seller.id, seller]))
  const sellersByCategory = new Map<string, typeof sellerRows>()
  for (const pair of pairs) {
    const seller = sellersById.get(pair.sellerId)
    if (!seller) continue
    const list = sellersByCategory.get(pair.categoryId) ?? []
    list.push(seller)
    sellersByCategory.set(pair.categoryId, list)
  }

  const random = createRandom(0x10ad + existing)
  const now = Date.now()
  const rowsPerBatch = Math.max(1, Math.min(batchSize, MAX_BATCH_SIZE))
  const terms = new Set<string>()

  const makeBatch = (from: number, size: number) => {
    const productRows: (typeof products.$inferInsert)[] = []
    const imageRows: (typeof productImages.$inferInsert)[] = []
    for (let index = 0; index < size; index++) {
      const category = random.pick(categoryRows)
      const words = wordLists[category.slug as CategorySlug] ?? wordLists.handicrafts
      const seller = random.pick(sellersByCategory.get(category.id) ?? sellerRows)
      const { name, english, item, price } = syntheticName(random, words)
      const [city, cityAm] = random.pick(cities)
      const days = random.int(1, 12)
      const dayText = days === 1 ? '1 day' : `${days} days`
      const serial = existing + from + index + 1
      const imageUrl = generatedImageUrl(
        'product',
        `${slugify(english).slice(0, 80)}-${serial.toString(36)}`,
      )
      const discounted = random.chance(0.25)
      const international = seller.servesInternational && random.chance(0.45)
      const stockRoll = random.next()
      const createdAt = new Date(now - random.next() * 365 * DAY_MS)
      const id = randomUUID()
      const description = words.englishOnly
        ? `${english}. Ships from ${city} in ${dayText}, with local warranty.`
        : `ከ${cityAm} ይላካል፤ በ${days} ቀን ውስጥ ይደርሳል። ${english}, shipped from ${city} in ${dayText}.`
      const tags = [category.slug, slugify(item.en)]
      // Written with the row rather than by refreshProductSearchDocuments afterwards, which would
      // rewrite every row (and its index entries) a second time.
      const searchDocument = buildSearchDocument({
        name,
        description,
        tags,
        categoryName: category.name,
        categoryNameAm: category.nameAm,
        categoryNameOm: category.nameOm,
        categoryNameTi: category.nameTi,
      })
      productRows.push({
        id,
        sellerId: seller.id,
        categoryId: category.id,
        name,
        description,
        searchDocument,
        searchName: searchNameKey(name),
        price: birr(price),
        discountPrice: discounted
          ? birr(Math.min(price - 5, shopPrice(price * (0.75 + random.next() * 0.17))))
          : null,
        shipsInternationally: international,
        shippingRegions: international ? seller.shippingRegions : ['Ethiopia'],
        internationalShippingFee: international
          ? birr(shopPrice(700 + random.next() * 3_500))
          : null,
        estimatedDeliveryDays: days,
        isEthiopianMade: !words.englishOnly,
        originCity: words.englishOnly ? null : city,
        originCountry: words.englishOnly ? 'China' : 'Ethiopia',
        imageUrl,
        stock: stockRoll < 0.62 ? random.int(11, 500) : stockRoll < 0.87 ? random.int(1, 9) : 0,
        isActive: !random.chance(0.03),
        isFeatured: random.chance(0.05),
        tags,
        // No orders or visits behind these products: nothing sold, nothing viewed, no reviews.
        salesCount: 0,
        viewCount: 0,
        createdAt,
        updatedAt: createdAt,
      })
      imageRows.push({ productId: id, imageUrl, isPrimary: true, displayOrder: 0, createdAt })
      for (const term of searchDocument.split(' ')) terms.add(term)
    }
    return { productRows, imageRows }
  }

  const store = async (executor: Executor, batch: ReturnType<typeof makeBatch>) => {
    await executor.execute(jsonInsert(products, batch.productRows))
    await executor.execute(jsonInsert(productImages, batch.imageRows))
  }

  // The next batch is made while the database stores the previous one; each batch in its own
  // transaction, or all of them in the one that rebuilds the indexes.
  const load = async (inTransaction: (work: (tx: Executor) => Promise<void>) => Promise<void>) => {
    let inserted = 0
    let storing: Promise<void> = Promise.resolve()
    while (inserted < total) {
      const size = Math.min(rowsPerBatch, total - inserted)
      const batch = makeBatch(inserted, size)
      await storing
      inserted += size
      const done = inserted
      storing = inTransaction((tx) => store(tx, batch)).then(() => onProgress?.(done))
    }
    await storing
  }

  if (rebuildIndexes) {
    await db.transaction(async (tx) => {
      const indexes = await dropSecondaryIndexes(tx)
      // product_search is filled once after the load (one pass over the new products) rather
      // than by the insert trigger batch by batch, which reads each batch back by id.
      await tx.execute(sql`alter table products disable trigger product_search_products_inserted`)
      await load((work) => work(tx))
      await tx.execute(sql`alter table products enable trigger product_search_products_inserted`)
      await tx.execute(sql`select product_search_write(array(
        select p.id from products p
        where not exists (select 1 from product_search s where s.product_id = p.id)))`)
      await addSearchTerms(tx, [...terms])
      // More memory for sorting builds the indexes faster (this transaction only).
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`)
      for (const index of indexes) await tx.execute(sql.raw(index))
    })
  } else {
    await load((work) => db.transaction(work))
    await addSearchTerms(db, [...terms])
  }
  // Fresh statistics so the planner sees the new rows at once; after a large load also the
  // visibility map, so that the listed totals count their index alone from the start.
  await db.execute(rebuildIndexes ? sql`vacuum (analyze) products` : sql`analyze products`)
  await db.execute(sql`analyze product_images`)
  await db.execute(sql`analyze product_search`)
  return total
}

/**
 * Drops the indexes of products, product_images and product_search (which the products' insert
 * trigger fills batch by batch) that back no constraint (the primary keys stay: foreign keys and
 * product_search's upsert go through them) and returns the statements that build them again.
 */
async function dropSecondaryIndexes(tx: Executor): Promise<string[]> {
  const result = await tx.execute(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class t on t.oid = i.indrelid
    where t.oid in (${getTableName(products)}::regclass, ${getTableName(productImages)}::regclass, ${getTableName(productSearch)}::regclass)
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
  `)
  const rows = (result as unknown as { rows: { name: string; definition: string }[] }).rows
  for (const row of rows) await tx.execute(sql.raw(`drop index ${row.name}`))
  return rows.map((row) => row.definition)
}
