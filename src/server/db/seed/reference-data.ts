// Platform reference data: currencies and rates, seller tiers, trial and plans, memberships,
// listing fees, support categories and FAQs.
import type { CategorySlug } from './catalog-data.ts'

export const currencySeeds = [
  {
    id: 'ETB',
    name: 'Ethiopian Birr',
    nameAmharic: 'የኢትዮጵያ ብር',
    nameOm: 'Birrii Itoophiyaa',
    nameTi: 'ብር ኢትዮጵያ',
    symbol: 'Br',
    decimals: 2,
    type: 'fiat',
  },
  {
    id: 'USD',
    name: 'US Dollar',
    nameAmharic: 'የአሜሪካ ዶላር',
    nameOm: 'Doolaara Ameerikaa',
    nameTi: 'ዶላር ኣመሪካ',
    symbol: '$',
    decimals: 2,
    type: 'fiat',
  },
  {
    id: 'EUR',
    name: 'Euro',
    nameAmharic: 'ዩሮ',
    nameOm: 'Yuuroo',
    nameTi: 'ዩሮ',
    symbol: '€',
    decimals: 2,
    type: 'fiat',
  },
  {
    id: 'GBP',
    name: 'British Pound',
    nameAmharic: 'የእንግሊዝ ፓውንድ',
    nameOm: 'Paawundii Biriteenii',
    nameTi: 'ፓውንድ እንግሊዝ',
    symbol: '£',
    decimals: 2,
    type: 'fiat',
  },
  {
    id: 'CAD',
    name: 'Canadian Dollar',
    nameAmharic: 'የካናዳ ዶላር',
    nameOm: 'Doolaara Kanaadaa',
    nameTi: 'ዶላር ካናዳ',
    symbol: 'CA$',
    decimals: 2,
    type: 'fiat',
  },
  {
    id: 'AED',
    name: 'UAE Dirham',
    nameAmharic: 'የዩኤኢ ድርሃም',
    nameOm: 'Dirhamii Imireetota Arabaa',
    nameTi: 'ዲርሃም ሕቡራት ኢማራት ዓረብ',
    symbol: 'د.إ',
    decimals: 2,
    type: 'fiat',
  },
  {
    id: 'BTC',
    name: 'Bitcoin',
    nameAmharic: 'ቢትኮይን',
    nameOm: 'Biitkooyinii',
    nameTi: 'ቢትኮይን',
    symbol: '₿',
    decimals: 8,
    type: 'crypto',
  },
  {
    id: 'ETH',
    name: 'Ethereum',
    nameAmharic: 'ኢቴሪየም',
    nameOm: 'Itiriyeemii',
    nameTi: 'ኢቴሪየም',
    symbol: 'Ξ',
    decimals: 8,
    type: 'crypto',
  },
] as const

export const EXCHANGE_RATE_SOURCE = 'seed: indicative rates, not live'
export const EXCHANGE_RATES_UPDATED = new Date('2026-11-01T00:00:00Z')

/**
 * Indicative values of one unit in the quote currency. The reverse pairs are derived from these,
 * so both directions always agree.
 */
export const rateSeeds: readonly { from: string; to: string; rate: number }[] = [
  { from: 'USD', to: 'ETB', rate: 155.4 },
  { from: 'EUR', to: 'ETB', rate: 180.35 },
  { from: 'GBP', to: 'ETB', rate: 207.6 },
  { from: 'CAD', to: 'ETB', rate: 111.2 },
  { from: 'AED', to: 'ETB', rate: 42.31 },
  { from: 'BTC', to: 'USD', rate: 95_250 },
  { from: 'ETH', to: 'USD', rate: 3_410 },
]

/** Decimal string with 8 places and no float noise beyond what numeric(20,8) keeps. */
export const rateText = (rate: number) => rate.toFixed(8)

export type TierName = 'bronze' | 'silver' | 'gold' | 'diamond'

export type TierSeed = {
  name: TierName
  nameAmharic: string
  nameOm: string
  nameTi: string
  description: string
  descriptionAmharic: string
  descriptionOm: string
  descriptionTi: string
  level: number
  commissionRate: string
  minimumMonthlySales: number
  minimumTotalSales: number
  minimumRating: string
  minimumReviews: number
  minimumActiveProducts: number
  featuredListingAllowance: number
  /** Birr; 0 = always free, null = no free-shipping perk. */
  freeShippingThreshold: number | null
  prioritySupport: boolean
  analyticsAccess: boolean
  bulkUploadAccess: boolean
  badgeColor: string
  badgeIcon: string
}

export const tierSeeds: readonly TierSeed[] = [
  {
    name: 'bronze',
    nameAmharic: 'ነሐስ',
    nameOm: 'Naasii',
    nameTi: 'ነሓስ',
    description: 'Every new store starts here: 8% commission and one featured listing a month.',
    descriptionAmharic: 'እያንዳንዱ አዲስ መደብር የሚጀምርበት ደረጃ፤ 8% ኮሚሽንና በወር አንድ ተለይቶ የሚታይ ምርት።',
    descriptionOm:
      "Suuqiin haaraan hundi asumaa jalqaba: komishinii 8% fi ji'atti oomisha filatamaa tokko.",
    descriptionTi: 'ካብዚ እዩ ነፍሲ ወከፍ ሓድሽ ድኳን ዝጅምር፦ 8% ኮሚሽንን ኣብ ወርሒ ሓደ ፍሉይ ፍርያትን።',
    level: 1,
    commissionRate: '0.0800',
    minimumMonthlySales: 0,
    minimumTotalSales: 0,
    minimumRating: '0.00',
    minimumReviews: 0,
    minimumActiveProducts: 0,
    featuredListingAllowance: 1,
    freeShippingThreshold: null,
    prioritySupport: false,
    analyticsAccess: false,
    bulkUploadAccess: false,
    badgeColor: '#CD7F32',
    badgeIcon: 'medal',
  },
  {
    name: 'silver',
    nameAmharic: 'ብር',
    nameOm: 'Meetii',
    nameTi: 'ብሩር',
    description:
      'For steady stores: 7% commission, three featured listings, free shipping on orders from 5,000 ETB and sales analytics.',
    descriptionAmharic:
      'ለተረጋጉ መደብሮች፤ 7% ኮሚሽን፣ ሦስት ተለይተው የሚታዩ ምርቶች፣ ከ5,000 ብር በላይ ነፃ ማድረስና የሽያጭ ትንታኔ።',
    descriptionOm:
      'Suuqiiwwan itti fufiinsaan gurguraniif: komishinii 7%, oomisha filatamaa sadii, ajaja ETB 5,000 fi isaa ol irratti geejjiba bilisaa fi xiinxala gurgurtaa.',
    descriptionTi:
      'ንርጉኣት ድኳናት፦ 7% ኮሚሽን፣ ሰለስተ ፍሉያት ፍርያት፣ ካብ 5,000 ብር ንላዕሊ ኣብ ዝኾኑ ትእዛዛት ናጻ ምብጻሕን ትንተና ሽያጥን።',
    level: 2,
    commissionRate: '0.0700',
    minimumMonthlySales: 50_000,
    minimumTotalSales: 250_000,
    minimumRating: '4.00',
    minimumReviews: 10,
    minimumActiveProducts: 8,
    featuredListingAllowance: 3,
    freeShippingThreshold: 5_000,
    prioritySupport: false,
    analyticsAccess: true,
    bulkUploadAccess: false,
    badgeColor: '#A8A9AD',
    badgeIcon: 'award',
  },
  {
    name: 'gold',
    nameAmharic: 'ወርቅ',
    nameOm: 'Warqee',
    nameTi: 'ወርቂ',
    description:
      'For leading stores: 6% commission, eight featured listings, free shipping from 3,000 ETB, priority support and bulk upload.',
    descriptionAmharic:
      'ለግንባር ቀደም መደብሮች፤ 6% ኮሚሽን፣ ስምንት ተለይተው የሚታዩ ምርቶች፣ ከ3,000 ብር በላይ ነፃ ማድረስ፣ ቅድሚያ ድጋፍና በጅምላ መጫን።',
    descriptionOm:
      "Suuqiiwwan durfamoo ta'aniif: komishinii 6%, oomisha filatamaa saddeet, ETB 3,000 irraa eegalee geejjiba bilisaa, deeggarsa dursaa fi oomishaalee walitti qabaan olkaa'uu.",
    descriptionTi:
      'ንቐዳሞት ድኳናት፦ 6% ኮሚሽን፣ ሸሞንተ ፍሉያት ፍርያት፣ ካብ 3,000 ብር ጀሚሩ ናጻ ምብጻሕ፣ ቀዳምነት ዘለዎ ሓገዝን ብብዝሒ ፍርያታት ምጽዓንን።',
    level: 3,
    commissionRate: '0.0600',
    minimumMonthlySales: 200_000,
    minimumTotalSales: 1_000_000,
    minimumRating: '4.30',
    minimumReviews: 25,
    minimumActiveProducts: 15,
    featuredListingAllowance: 8,
    freeShippingThreshold: 3_000,
    prioritySupport: true,
    analyticsAccess: true,
    bulkUploadAccess: true,
    badgeColor: '#D4AF37',
    badgeIcon: 'crown',
  },
  {
    name: 'diamond',
    nameAmharic: 'አልማዝ',
    nameOm: 'Almaazii',
    nameTi: 'ኣልማዝ',
    description:
      'The top of the marketplace: 5% commission, twenty featured listings, free shipping on every order and every perk.',
    descriptionAmharic:
      'የገበያው ከፍተኛ ደረጃ፤ 5% ኮሚሽን፣ ሃያ ተለይተው የሚታዩ ምርቶች፣ በሁሉም ትዕዛዝ ነፃ ማድረስና ሁሉም ጥቅማ ጥቅሞች።',
    descriptionOm:
      'Sadarkaa gabaa isa olaanaa: komishinii 5%, oomisha filatamaa digdama, ajaja hunda irratti geejjiba bilisaa fi faayidaalee hunda.',
    descriptionTi: 'ዝለዓለ ደረጃ ዕዳጋ፦ 5% ኮሚሽን፣ ዕስራ ፍሉያት ፍርያት፣ ኣብ ኩሉ ትእዛዝ ናጻ ምብጻሕን ኩሉ ረብሓታትን።',
    level: 4,
    commissionRate: '0.0500',
    minimumMonthlySales: 750_000,
    minimumTotalSales: 5_000_000,
    minimumRating: '4.60',
    minimumReviews: 150,
    minimumActiveProducts: 40,
    featuredListingAllowance: 20,
    freeShippingThreshold: 0,
    prioritySupport: true,
    analyticsAccess: true,
    bulkUploadAccess: true,
    badgeColor: '#4FC3F7',
    badgeIcon: 'gem',
  },
]

export const trialPlanSeed = {
  name: 'Seller free trial',
  description:
    'የ90 ቀን ነፃ ሙከራ፤ ካርድ አያስፈልግም። 90 days free, no card required: list up to 5 products in 3 categories with 10 ETB of advertising credit.',
  durationDays: 90,
  maxProducts: 5,
  maxCategories: 3,
  canReceiveMessages: true,
  canViewAnalytics: true,
  canUsePremiumFeatures: false,
  advertisingCredits: '10.00',
}

export const subscriptionPlanSeeds = [
  {
    name: 'Free',
    nameAmharic: 'ነፃ',
    nameOm: 'Bilisaa',
    nameTi: 'ብነጻ',
    description: 'Everything you need to open a store and make your first sales.',
    descriptionAmharic: 'መደብር ለመክፈትና የመጀመሪያ ሽያጭዎን ለማድረግ የሚያስፈልግዎ ሁሉ።',
    descriptionOm:
      'Suuqii banachuu fi gurgurtaa kee isa jalqabaa gochuuf wanti si barbaachisu hundi.',
    descriptionTi: 'ድኳን ንምኽፋትን ቀዳማይ ሽያጥኩም ንምግባርን ዘድልየኩም ኩሉ።',
    price: 0,
    features: [
      'እስከ 10 ምርቶች / Up to 10 products',
      'በአንድ ምርት 3 ፎቶዎች / 3 photos per product',
      'የደንበኛ መልእክቶች / Customer messages',
      'መሠረታዊ የሽያጭ ሪፖርት / Basic sales report',
    ],
    maxProducts: 10,
    maxPhotosPerProduct: 3,
    flags: {},
  },
  {
    name: 'Basic',
    nameAmharic: 'መሠረታዊ',
    nameOm: "Bu'uuraa",
    nameTi: 'መሰረታዊ',
    description: 'For growing stores that ship across Ethiopia.',
    descriptionAmharic: 'በመላው ኢትዮጵያ ለሚልኩ እያደጉ ላሉ መደብሮች።',
    descriptionOm: 'Suuqiiwwan guddachaa jiranii fi Itoophiyaa guutuutti ergan.',
    descriptionTi: 'ኣብ መላእ ኢትዮጵያ ንዝሰዱ ዝዓብዩ ዘለዉ ድኳናት።',
    price: 499,
    features: [
      'እስከ 50 ምርቶች / Up to 50 products',
      'የሽያጭ ትንታኔ / Sales analytics',
      'ዓለም አቀፍ መላኪያ / International shipping',
      'በአንድ ምርት 5 ፎቶዎች / 5 photos per product',
    ],
    maxProducts: 50,
    maxPhotosPerProduct: 5,
    flags: { analytics: true, internationalShipping: true },
  },
  {
    name: 'Pro',
    nameAmharic: 'ፕሮ',
    nameOm: 'Piroo',
    nameTi: 'ፕሮ',
    description: 'For established brands selling to the diaspora.',
    descriptionAmharic: 'ለዲያስፖራ ለሚሸጡ ለታወቁ ብራንዶች።',
    descriptionOm: 'Maqaalee daldalaa beekamoo kanneen Diyaaspooraaf gurguraniif.',
    descriptionTi: 'ንዲያስፖራ ንዝሸጡ ፍሉጣት ምልክታት ንግዲ።',
    price: 1_499,
    features: [
      'እስከ 500 ምርቶች / Up to 500 products',
      'ተለይተው የሚታዩ ምርቶች / Promoted listings',
      'የማኅበራዊ ሚዲያ ትስስር / Social media integration',
      'በጅምላ መጫን / Bulk product upload',
      'ቅድሚያ ድጋፍ / Priority support',
    ],
    maxProducts: 500,
    maxPhotosPerProduct: 8,
    flags: {
      analytics: true,
      internationalShipping: true,
      promotedListings: true,
      socialMediaIntegration: true,
      bulkProductUpload: true,
      prioritySupport: true,
    },
  },
  {
    name: 'Enterprise',
    nameAmharic: 'ድርጅት',
    nameOm: 'Dhaabbata',
    nameTi: 'ትካል',
    description: 'Unlimited products, your own storefront and API access.',
    descriptionAmharic: 'ያልተገደበ ምርቶች፣ የራስዎ የመደብር ገጽና የኤፒአይ መዳረሻ።',
    descriptionOm: 'Oomishaalee daangaa hin qabne, fuula suuqii kee ofii fi seensa API.',
    descriptionTi: 'ደረት ዘይብሎም ፍርያታት፣ ናይ ገዛእ ርእስኹም መርኣያ ድኳንን ምርካብ APIን።',
    price: 4_999,
    features: [
      'ያልተገደበ ምርቶች / Unlimited products',
      'የራስዎ የመደብር ገጽ / Custom storefront',
      'የኤፒአይ መዳረሻ / API access',
      'የራስዎ ብራንድ / White-label options',
      'የተመደበ የደንበኛ አገልግሎት / Dedicated account manager',
    ],
    maxProducts: null,
    maxPhotosPerProduct: 12,
    flags: {
      analytics: true,
      internationalShipping: true,
      promotedListings: true,
      socialMediaIntegration: true,
      bulkProductUpload: true,
      prioritySupport: true,
      customStorefront: true,
      apiAccess: true,
      whitelabelOptions: true,
    },
  },
] as const

export const buyerMembershipSeeds = [
  {
    name: 'Selam Plus',
    nameAmharic: 'ሰላም ፕላስ',
    nameOm: 'Selam Pilaas',
    nameTi: 'ሰላም ፕላስ',
    monthlyFee: 149,
    benefits: [
      'ከ1,000 ብር በላይ ነፃ ማድረስ / Free delivery from 1,000 ETB',
      '2% ተመላሽ / 2% cashback',
      'ልዩ ቅናሾች / Member-only deals',
    ],
    freeShippingThreshold: 1_000,
    cashbackPercentage: '2.00',
    earlyAccessToSales: false,
    priorityCustomerService: false,
    exclusiveDeals: true,
    internationalShipping: false,
    extendedReturnPeriod: 7,
  },
  {
    name: 'Selam Diaspora',
    nameAmharic: 'ሰላም ዳያስፖራ',
    nameOm: 'Selam Diyaasporaa',
    nameTi: 'ሰላም ዲያስፖራ',
    monthlyFee: 499,
    benefits: [
      'ቅናሽ ያለው ዓለም አቀፍ መላኪያ / Discounted international shipping',
      '3% ተመላሽ / 3% cashback',
      'ቀድሞ የሽያጭ መዳረሻ / Early access to sales',
      '30 ቀን የመመለሻ ጊዜ / 30-day returns',
    ],
    freeShippingThreshold: 5_000,
    cashbackPercentage: '3.00',
    earlyAccessToSales: true,
    priorityCustomerService: true,
    exclusiveDeals: true,
    internationalShipping: true,
    extendedReturnPeriod: 30,
  },
  {
    name: 'Selam Gold',
    nameAmharic: 'ሰላም ወርቅ',
    nameOm: 'Selam Warqee',
    nameTi: 'ሰላም ወርቂ',
    monthlyFee: 899,
    benefits: [
      'በሁሉም ትዕዛዝ ነፃ ማድረስ / Free delivery on every order',
      '5% ተመላሽ / 5% cashback',
      'ቅድሚያ የደንበኛ አገልግሎት / Priority customer service',
      '30 ቀን የመመለሻ ጊዜ / 30-day returns',
    ],
    freeShippingThreshold: 0,
    cashbackPercentage: '5.00',
    earlyAccessToSales: true,
    priorityCustomerService: true,
    exclusiveDeals: true,
    internationalShipping: true,
    extendedReturnPeriod: 30,
  },
] as const

/** Listing fees for the categories where listings cost something; the rest list for free. */
export const listingFeeSeeds: readonly {
  category: CategorySlug
  feeType: 'basic_listing' | 'featured_listing' | 'premium_listing'
  fee: number
  benefits: readonly string[]
}[] = [
  { category: 'electronics', feeType: 'basic_listing', fee: 50, benefits: ['30 days listed'] },
  {
    category: 'electronics',
    feeType: 'featured_listing',
    fee: 250,
    benefits: ['30 days listed', 'Featured on the category page'],
  },
  {
    category: 'electronics',
    feeType: 'premium_listing',
    fee: 600,
    benefits: ['30 days listed', 'Featured on the home page', 'Sponsored in search'],
  },
  { category: 'jewellery', feeType: 'basic_listing', fee: 30, benefits: ['30 days listed'] },
  {
    category: 'jewellery',
    feeType: 'featured_listing',
    fee: 200,
    benefits: ['30 days listed', 'Featured on the category page'],
  },
  {
    category: 'traditional-clothing',
    feeType: 'basic_listing',
    fee: 25,
    benefits: ['30 days listed'],
  },
  {
    category: 'traditional-clothing',
    feeType: 'featured_listing',
    fee: 180,
    benefits: ['30 days listed', 'Featured on the category page'],
  },
  {
    category: 'traditional-clothing',
    feeType: 'premium_listing',
    fee: 450,
    benefits: ['30 days listed', 'Featured on the home page', 'Sponsored in search'],
  },
  {
    category: 'art',
    feeType: 'featured_listing',
    fee: 150,
    benefits: ['30 days listed', 'Featured on the category page'],
  },
  {
    category: 'coffee',
    feeType: 'featured_listing',
    fee: 120,
    benefits: ['30 days listed', 'Featured on the category page'],
  },
]

export const supportCategorySeeds = [
  {
    key: 'orders',
    name: 'Orders & Delivery',
    nameAm: 'ትዕዛዞችና ማድረስ',
    nameOm: 'Ajajaa fi Geejjiba',
    nameTi: 'ትእዛዛትን ምብጻሕን',
    description: 'Tracking an order, delivery times, couriers and delivery fees.',
    descriptionAm: 'ትዕዛዝን መከታተል፣ የማድረሻ ጊዜ፣ መልእክተኞችና የማድረሻ ክፍያ።',
    descriptionOm: 'Ajaja hordofuu, yeroo geejjibaa, geessitoota fi kaffaltii geejjibaa.',
    descriptionTi: 'ትእዛዝ ምክትታል፣ ግዜ ምብጻሕ፣ ኣብጻሕትን ክፍሊት ምብጻሕን።',
    icon: 'truck',
  },
  {
    key: 'payments',
    name: 'Payments & Wallet',
    nameAm: 'ክፍያና ዋሌት',
    nameOm: 'Kaffaltii fi Waaleetii',
    nameTi: 'ክፍሊትን ዋሌትን',
    description: 'telebirr, CBE Birr, bank cards, currencies and refunds to your wallet.',
    descriptionAm: 'ቴሌብር፣ ሲቢኢ ብር፣ የባንክ ካርዶች፣ ምንዛሬዎችና ወደ ዋሌት የሚመለስ ገንዘብ።',
    descriptionOm:
      'telebirr, CBE Birr, kaardii baankii, maallaqota fi maallaqa deebii boorsaa keetti.',
    descriptionTi: 'telebirr፣ CBE Birr፣ ካርድታት ባንኪ፣ ባጤራታትን ናብ ቦርሳኹም ዝምለስ ገንዘብን።',
    icon: 'wallet',
  },
  {
    key: 'account',
    name: 'Account & Security',
    nameAm: 'መለያና ደህንነት',
    nameOm: 'Herrega fi Nageenya',
    nameTi: 'ሕሳብን ድሕንነትን',
    description: 'Signing in, passwords, your profile and keeping your account safe.',
    descriptionAm: 'መግባት፣ የይለፍ ቃል፣ መገለጫዎና የመለያዎ ደህንነት።',
    descriptionOm: 'Seenuu, jecha icciitii, piroofaayilii kee fi nageenya herrega keetii.',
    descriptionTi: 'ምእታው፣ መሕለፊ ቃላት፣ ፕሮፋይልኩምን ድሕንነት ሕሳብኩምን።',
    icon: 'shield',
  },
  {
    key: 'selling',
    name: 'Selling on Selam Market',
    nameAm: 'በሰላም ገበያ መሸጥ',
    nameOm: 'Selam Market irratti Gurguruu',
    nameTi: 'ኣብ ሰላም ዕዳጋ ምሻጥ',
    description: 'Opening a store, the free trial, listing products, tiers and commission.',
    descriptionAm: 'መደብር መክፈት፣ ነፃ ሙከራ፣ ምርት መዘርዘር፣ ደረጃዎችና ኮሚሽን።',
    descriptionOm: 'Suuqii banuu, yaalii bilisaa, oomishaalee galchuu, sadarkaalee fi komishinii.',
    descriptionTi: 'ድኳን ምኽፋት፣ ናጻ ፈተነ፣ ፍርያታት ምዝርዛር፣ ደረጃታትን ኮሚሽንን።',
    icon: 'store',
  },
  {
    key: 'returns',
    name: 'Returns & Refunds',
    nameAm: 'መመለስና ተመላሽ ገንዘብ',
    nameOm: 'Deebisuu fi Maallaqa Deebisuu',
    nameTi: 'ምምላስን ገንዘብ ምምላስን',
    description: 'Damaged or wrong items, return windows and how refunds are paid.',
    descriptionAm: 'የተበላሹ ወይም የተሳሳቱ ዕቃዎች፣ የመመለሻ ጊዜና ተመላሽ ገንዘብ።',
    descriptionOm:
      'Meeshaalee miidhaman yookaan dogoggoraan dhufan, yeroo deebii fi akkaataa maallaqni deebii itti kaffalamu.',
    descriptionTi: 'ዝተበላሸዉ ወይ ጌጋ ኣቕሑ፣ ግዜ ምምላስን ገንዘብ ብኸመይ ከም ዝምለስን።',
    icon: 'rotate-ccw',
  },
  {
    key: 'diaspora',
    name: 'Diaspora & International',
    nameAm: 'ዳያስፖራና ዓለም አቀፍ',
    nameOm: 'Diyaasporaa fi Idil-addunyaa',
    nameTi: 'ዲያስፖራን ዓለምለኻውን',
    description: 'Shipping abroad, customs, sending gifts home and foreign currencies.',
    descriptionAm: 'ወደ ውጭ አገር መላክ፣ ጉምሩክ፣ ለቤተሰብ ስጦታ መላክና የውጭ ምንዛሬ።',
    descriptionOm: 'Biyya alaatti erguu, gumuruka, maatiif kennaa erguu fi maallaqa biyya alaa.',
    descriptionTi: 'ናብ ወጻኢ ምልኣኽ፣ ጉምሩክ፣ ናብ ዓዲ ህያባት ምልኣኽን ባጤራታት ወጻኢን።',
    icon: 'globe',
  },
] as const

export type SupportCategoryKey = (typeof supportCategorySeeds)[number]['key']

export const faqSeeds: readonly {
  category: SupportCategoryKey
  question: string
  questionAm: string
  questionOm: string
  questionTi: string
  answer: string
  answerAm: string
  answerOm: string
  answerTi: string
  tags: readonly string[]
}[] = [
  {
    category: 'orders',
    question: 'How do I track my order?',
    questionAm: 'ትዕዛዜን እንዴት መከታተል እችላለሁ?',
    questionOm: 'Ajaja koo akkamittan hordofa?',
    questionTi: 'ትእዛዘይ ብኸመይ ክከታተሎ እኽእል?',
    answer:
      'Open My Orders and press Track on the order, or enter the order number on the Delivery page. You will see every status change and, once a courier picks it up, their name and phone.',
    answerAm:
      'ወደ "የእኔ ትዕዛዞች" ገብተው "ተከታተል" የሚለውን ይጫኑ፣ ወይም የትዕዛዙን ቁጥር በማድረሻ ገጽ ላይ ያስገቡ። እያንዳንዱን የሁኔታ ለውጥና መልእክተኛው ሲረከብ ስሙንና ስልኩን ያያሉ።',
    answerOm:
      'Ajajawwan koo banii ajaja sana irratti "Hordofi" tuqi, yookaan fuula Geejjibaa irratti lakkoofsa ajajaa galchi. Jijjiirama haala hunda ni argita; erga geessaan fudhatee booda immoo maqaa fi lakkoofsa bilbilaa isaa ni argita.',
    answerTi:
      'ናብ «ትእዛዛተይ» ኣቲኹም ኣብቲ ትእዛዝ «ተኸታተል» ጠውቑ፣ ወይ ድማ ኣብ ገጽ ምብጻሕ ቁጽሪ ትእዛዝ ኣእትዉ። ነፍሲ ወከፍ ለውጢ ኩነታት ክትርእዩ ኢኹም፤ ኣብጻሒ ምስ ተረከቦ ድማ ሽሙን ቁጽሪ ቴሌፎኑን።',
    tags: ['tracking', 'orders', 'delivery'],
  },
  {
    category: 'orders',
    question: 'How long does delivery take in Addis Ababa?',
    questionAm: 'በአዲስ አበባ ውስጥ ማድረስ ምን ያህል ጊዜ ይወስዳል?',
    questionOm: 'Finfinnee keessatti geejjibni hammam fudhata?',
    questionTi: 'ኣብ ኣዲስ ኣበባ ምብጻሕ ክንደይ ግዜ ይወስድ?',
    answer:
      'Most orders in Addis Ababa arrive the same or the next day. Motorcycle couriers usually take 20 to 45 minutes once the seller has the parcel ready.',
    answerAm:
      'በአዲስ አበባ አብዛኞቹ ትዕዛዞች በዚያው ቀን ወይም በማግሥቱ ይደርሳሉ። ሻጩ ዕቃውን ካዘጋጀ በኋላ የሞተር ሳይክል መልእክተኞች ብዙውን ጊዜ ከ20 እስከ 45 ደቂቃ ይወስዳሉ።',
    answerOm:
      "Ajajawwan Finfinnee keessaa baay'een guyyuma sana yookaan guyyaa itti aanu ga'u. Erga gurgurataan paakeejii qopheessee booda, geessitoonni motor saayikilii yeroo baay'ee daqiiqaa 20 hanga 45 fudhatu.",
    answerTi:
      'መብዛሕትኦም ትእዛዛት ኣብ ኣዲስ ኣበባ በታ መዓልቲ ወይ ብጽባሒቱ ይበጽሑ። ሸያጢ እቲ ጥቕሉል ምስ ኣዳለወ፣ ኣብጻሕቲ ብሞተር ሳይክል መብዛሕትኡ ግዜ ካብ 20 ክሳብ 45 ደቒቕ ይወስዱ።',
    tags: ['delivery', 'addis-ababa', 'couriers'],
  },
  {
    category: 'orders',
    question: 'How is the delivery fee calculated?',
    questionAm: 'የማድረሻ ክፍያ እንዴት ይሰላል?',
    questionOm: 'Kaffaltiin geejjibaa akkamitti herregama?',
    questionTi: 'ክፍሊት ምብጻሕ ብኸመይ ይሕሰብ?',
    answer:
      "Each courier has a base fee plus a price per kilometre. You see the estimate for every available courier before you choose one, and express delivery adds 15% of the product's price.",
    answerAm:
      'እያንዳንዱ መልእክተኛ መነሻ ክፍያና የኪሎ ሜትር ዋጋ አለው። መልእክተኛ ከመምረጥዎ በፊት የእያንዳንዳቸውን ግምት ያያሉ፤ ፈጣን ማድረስ የምርቱን ዋጋ 15% ይጨምራል።',
    answerOm:
      "Geessaan hundi kaffaltii bu'uuraa fi gatii kiiloomeetira tokkoo qaba. Osoo geessaa hin filatin dura tilmaama geessaa argamu hundaa ni argita; geejjibni ariifataan gatii oomishichaa irratti 15% dabala.",
    answerTi:
      'ነፍሲ ወከፍ ኣብጻሒ መበገሲ ክፍሊትን ዋጋ ንነፍሲ ወከፍ ኪሎሜተርን ኣለዎ። ኣብጻሒ ቅድሚ ምምራጽኩም ግምት ናይ ነፍሲ ወከፍ ዝርከብ ኣብጻሒ ትርእዩ፤ ቅልጡፍ ምብጻሕ ድማ 15% ካብ ዋጋ እቲ ፍርያት ይውስኽ።',
    tags: ['delivery', 'fees'],
  },
  {
    category: 'payments',
    question: 'Which payment methods can I use?',
    questionAm: 'በየትኞቹ የክፍያ ዘዴዎች መክፈል እችላለሁ?',
    questionOm: "Mala kaffaltii kam fayyadamuu danda'a?",
    questionTi: 'ብኣየኖት ኣገባባት ክፍሊት ክኸፍል እኽእል?',
    answer:
      'You can pay with telebirr, CBE Birr, Awash Birr or Amole, by bank transfer from CBE, Dashen, Awash, Abay or Nib, or with a Visa or Mastercard card.',
    answerAm:
      'በቴሌብር፣ በሲቢኢ ብር፣ በአዋሽ ብር ወይም በአሞሌ፣ ከንግድ ባንክ፣ ከዳሽን፣ ከአዋሽ፣ ከዓባይ ወይም ከንብ ባንክ በማስተላለፍ፣ ወይም በቪዛና በማስተርካርድ መክፈል ይችላሉ።',
    answerOm:
      'telebirr, CBE Birr, Awash Birr yookaan Amole fayyadamuun, baankota CBE, Daashin, Awaash, Abbaay yookaan Niib irraa maallaqa dabarsuun, yookaan kaardii Visa yookaan Mastercard fayyadamuun kaffaluu dandeessa.',
    answerTi:
      'ብመንገዲ telebirr፣ CBE Birr፣ Awash Birr ወይ Amole፣ ካብ ንግዲ ባንኪ ኢትዮጵያ፣ ዳሽን፣ ኣዋሽ፣ ኣባይ ወይ ንብ ባንኪ ብምስግጋር፣ ወይ ድማ ብካርድ Visa ወይ Mastercard ክትከፍሉ ትኽእሉ ኢኹም።',
    tags: ['payments', 'telebirr', 'cards'],
  },
  {
    category: 'payments',
    question: 'Can I see prices in my own currency?',
    questionAm: 'ዋጋዎችን በራሴ ገንዘብ ማየት እችላለሁ?',
    questionOm: "Gatiiwwan maallaqa kootiin arguu nan danda'aa?",
    questionTi: 'ዋጋታት ብናተይ ባጤራ ክርእዮም እኽእል ድየ?',
    answer:
      'Yes. Choose a currency in the header and prices are converted from birr at the current indicative rate. You are always charged the birr amount shown at checkout.',
    answerAm:
      'አዎ። በላይኛው ክፍል ገንዘብ ይምረጡ፤ ዋጋዎች ከብር በወቅቱ ግምታዊ ምንዛሬ ይቀየራሉ። ሁልጊዜ የሚከፍሉት በክፍያ ገጹ ላይ የሚታየውን የብር መጠን ነው።',
    answerOm:
      "Eeyyee. Mataa fuulaa irratti maallaqa filadhu; gatiiwwan qarshii irraa gatii sharafaa tilmaamaa yeroo ammaatiin jijjiiramu. Yeroo hunda kan kaffaltu hanga qarshii fuula kaffaltii irratti mul'atu qofa.",
    answerTi:
      'እወ። ኣብ ላዕለዋይ ክፋል ገጽ ባጤራ ምረጹ፤ ዋጋታት ካብ ብር ብናይ ሕጂ ግምታዊ መቐይሮ ባጤራ ይቕየሩ። ኩሉ ግዜ እትኸፍሉ ግን እቲ ኣብ ገጽ ክፍሊት ዝረአ መጠን ብር እዩ።',
    tags: ['currency', 'exchange-rates'],
  },
  {
    category: 'account',
    question: 'I forgot my password. What should I do?',
    questionAm: 'የይለፍ ቃሌን ረሳሁት። ምን ላድርግ?',
    questionOm: 'Jecha icciitii koo irraanfadheera. Maal gochuu qaba?',
    questionTi: 'መሕለፊ ቃለይ ረሲዐዮ። እንታይ ክገብር ኣለኒ?',
    answer:
      'Use the Forgot password link on the sign-in page and follow the email we send you. If you no longer have access to that email, open a support ticket from another account or contact us by phone.',
    answerAm:
      'በመግቢያ ገጹ ላይ "የይለፍ ቃል ረሳሁ" የሚለውን ተጭነው የምንልክልዎትን ኢሜይል ይከተሉ። ኢሜይሉን ማግኘት ካልቻሉ በስልክ ያግኙን።',
    answerOm:
      'Fuula seensaa irratti liinkii "Jecha icciitii irraanfattee?" tuqiitii imeelii siif ergine hordofi. Imeelii sana argachuu yoo hin dandeenye, herrega biraa irraa gaaffii deeggarsaa bani yookaan bilbilaan nu quunnami.',
    answerTi:
      'ኣብ ገጽ ምእታው ነቲ «መሕለፊ ቃል ረሲዕኩም?» ዝብል መላግቦ ጠዊቕኩም ነቲ እንሰደልኩም ኢመይል ተኸተሉ። ናብቲ ኢመይል ክትኣትዉ እንተዘይኪኢልኩም፣ ካብ ካልእ ሕሳብ ሕቶ ሓገዝ ክፈቱ ወይ ብቴሌፎን ርኸቡና።',
    tags: ['password', 'sign-in'],
  },
  {
    category: 'account',
    question: 'How do I change my preferred language?',
    questionAm: 'የምመርጠውን ቋንቋ እንዴት መቀየር እችላለሁ?',
    questionOm: 'Afaan filadhe akkamittan jijjiira?',
    questionTi: 'ዝመረጽክዎ ቋንቋ ብኸመይ ክቕይሮ እኽእል?',
    answer:
      'Go to your profile and pick Amharic, English, Afaan Oromo or Tigrinya as your preferred language, then save. The site follows your choice on every device you sign in to.',
    answerAm: 'ወደ መገለጫዎ ሄደው አማርኛ፣ እንግሊዝኛ፣ አፋን ኦሮሞ ወይም ትግርኛ መርጠው ያስቀምጡ። በሚገቡበት መሣሪያ ሁሉ ምርጫዎ ይከተላል።',
    answerOm:
      "Gara piroofaayilii keetii deemiitii Afaan Amaaraa, Afaan Ingiliffaa, Afaan Oromoo yookaan Afaan Tigiraay akka afaan filattuutti filadhuu olkaa'i. Saayitichi meeshaa ati itti seentu hunda irratti filannoo kee hordofa.",
    answerTi:
      'ናብ ፕሮፋይልኩም ኬድኩም ኣምሓርኛ፣ እንግሊዝኛ፣ ኦሮምኛ ወይ ትግርኛ ከም እትመርጽዎ ቋንቋ ሓርዩ፣ ድሕሪኡ ዓቅቡ። እቲ መርበብ ኣብ ኩሉ እትኣትውሉ መሳርሒ ምርጫኹም ይስዕብ።',
    tags: ['language', 'profile'],
  },
  {
    category: 'selling',
    question: 'How do I become a seller?',
    questionAm: 'እንዴት ሻጭ መሆን እችላለሁ?',
    questionOm: "Akkamittan gurgurataa ta'a?",
    questionTi: 'ብኸመይ ሸያጢ ክኸውን እኽእል?',
    answer:
      'Sign in, open Become a Seller and fill in your store name, description and where you ship. Your store starts on a 90-day free trial with no card required.',
    answerAm:
      'ይግቡና "ሻጭ ይሁኑ" የሚለውን ከፍተው የመደብርዎን ስም፣ መግለጫና የሚልኩበትን ቦታ ይሙሉ። መደብርዎ ካርድ ሳያስፈልግ በ90 ቀን ነፃ ሙከራ ይጀምራል።',
    answerOm:
      'Seeniitii "Gurgurataa ta\'i" bani, maqaa suuqii keetii, ibsa isaa fi bakka itti ergitu guuti. Suuqiin kee kaardii malee yaalii bilisaa guyyaa 90 irraa jalqaba.',
    answerTi:
      'እተዉ፣ «ሸያጢ ኹን» ክፈቱ፣ ሽም ድኳንኩም፣ መግለጺኡን ናበይ ከም እትሰዱን ምልኡ። ድኳንኩም ካርድ ከየድለየ ብናይ 90 መዓልቲ ናጻ ፈተነ ይጅምር።',
    tags: ['sellers', 'trial', 'getting-started'],
  },
  {
    category: 'selling',
    question: 'What does the free trial include?',
    questionAm: 'ነፃ ሙከራው ምን ያካትታል?',
    questionOm: 'Yaaliin bilisaa maal of keessaa qaba?',
    questionTi: 'ናጻ ፈተነ እንታይ የጠቓልል?',
    answer:
      'For 90 days you can list up to 5 products in up to 3 categories, receive messages, see your analytics and use 10 ETB of advertising credit.',
    answerAm:
      'ለ90 ቀናት እስከ 5 ምርቶችን በእስከ 3 ምድቦች መዘርዘር፣ መልእክቶችን መቀበል፣ ትንታኔዎን ማየትና 10 ብር የማስታወቂያ ክሬዲት መጠቀም ይችላሉ።',
    answerOm:
      'Guyyaa 90f ramaddii hanga 3 keessatti oomisha hanga 5 galchuu, ergaawwan fudhachuu, xiinxala kee ilaaluu fi kreeditii beeksisaa ETB 10 fayyadamuu dandeessa.',
    answerTi:
      'ን90 መዓልታት ክሳብ 5 ፍርያታት ኣብ ክሳብ 3 ምድባት ክትዝርዝሩ፣ መልእኽትታት ክትቕበሉ፣ ትንተናኹም ክትርእዩን 10 ብር ናይ መወዓውዒ ክሬዲት ክትጥቀሙን ትኽእሉ ኢኹም።',
    tags: ['trial', 'sellers'],
  },
  {
    category: 'selling',
    question: 'How are seller tiers and commission decided?',
    questionAm: 'የሻጭ ደረጃና ኮሚሽን እንዴት ይወሰናል?',
    questionOm: "Sadarkaan gurgurataa fi komishiniin akkamitti murtaa'u?",
    questionTi: 'ደረጃታት ሸያጢን ኮሚሽንን ብኸመይ ይውሰኑ?',
    answer:
      'Every store starts at Bronze with 8% commission. Monthly and total sales, your rating, number of reviews and active products move you up to Silver (7%), Gold (6%) and Diamond (5%).',
    answerAm:
      'ሁሉም መደብር በነሐስ ደረጃ በ8% ኮሚሽን ይጀምራል። ወርሃዊና አጠቃላይ ሽያጭ፣ ደረጃ አሰጣጥ፣ የግምገማዎች ብዛትና ንቁ ምርቶች ወደ ብር (7%)፣ ወርቅ (6%) እና አልማዝ (5%) ያሳድጉዎታል።',
    answerOm:
      "Suuqiin hundi sadarkaa Naasii irraa komishinii 8%n jalqaba. Gurgurtaan ji'aa fi waliigalaa, madaalliin kee, baay'inni yaadotaa fi oomishaaleen hojii irra jiran gara Meetii (7%), Warqee (6%) fi Almaazii (5%)tti si ol kaasu.",
    answerTi:
      'ኩሉ ድኳን ብደረጃ ነሓስ ብ8% ኮሚሽን ይጅምር። ወርሓውን ጠቕላልን ሽያጥ፣ ደረጃኹም፣ ብዝሒ ርእይቶታትን ንጡፋት ፍርያታትን ናብ ብሩር (7%)፣ ወርቂ (6%)ን ኣልማዝ (5%)ን የደይቡኹም።',
    tags: ['tiers', 'commission', 'sellers'],
  },
  {
    category: 'selling',
    question: 'Why is my new product not visible yet?',
    questionAm: 'አዲሱ ምርቴ ለምን እስካሁን አይታይም?',
    questionOm: "Oomishni koo haaraan maaliif hanga ammaatti hin mul'atu?",
    questionTi: 'እቲ ሓድሽ ፍርያተይ ስለምንታይ ክሳብ ሕጂ ኣይረኣየን?',
    answer:
      'Our authenticity team reviews new listings, usually within one working day. You will get a message as soon as the product is approved or if we need more details.',
    answerAm:
      'የትክክለኛነት ቡድናችን አዳዲስ ምርቶችን ይገመግማል፤ ብዙውን ጊዜ በአንድ የሥራ ቀን ውስጥ። ምርቱ ሲጸድቅ ወይም ተጨማሪ መረጃ ሲያስፈልግ መልእክት ይደርስዎታል።',
    answerOm:
      "Gareen keenya dhugummaa mirkaneessu oomishaalee haaraa ni gamaagama; yeroo baay'ee guyyaa hojii tokko keessatti. Akkuma oomishni raggaasifameen yookaan odeeffannoo dabalataa yoo barbaanne ergaa ni argatta.",
    answerTi:
      'ጉጅለ ገምጋም ሓቀኛነትና ሓደሽቲ ፍርያታት ይግምግም፤ መብዛሕትኡ ግዜ ኣብ ውሽጢ ሓንቲ መዓልቲ ስራሕ። እቲ ፍርያት ምስ ጸደቐ ወይ ተወሳኺ ሓበሬታ እንተ ኣድልዩና ብኡንብኡ መልእኽቲ ክበጽሓኩም እዩ።',
    tags: ['listings', 'authenticity'],
  },
  {
    category: 'returns',
    question: 'What if my item arrives damaged?',
    questionAm: 'ዕቃዬ ተበላሽቶ ቢደርስስ?',
    questionOm: "Meeshaan koo miidhamee yoo ga'eehoo?",
    questionTi: 'ኣቕሓይ ተበላሺዩ እንተ በጺሑኸ?',
    answer:
      'Take a photo and open a support ticket within 7 days of delivery. We arrange a replacement or a full refund, including the delivery fee.',
    answerAm:
      'ፎቶ አንሥተው ዕቃው በደረሰ በ7 ቀናት ውስጥ የድጋፍ ጥያቄ ይክፈቱ። ምትክ ዕቃ ወይም የማድረሻ ክፍያን ጨምሮ ሙሉ ገንዘብዎን እንመልሳለን።',
    answerOm:
      "Suuraa kaasiitii erga ga'ee guyyaa 7 keessatti gaaffii deeggarsaa bani. Meeshaa bakka bu'u siif erganna, yookaan maallaqa kee guutuu kaffaltii geejjibaa dabalatee siif deebisna.",
    answerTi:
      'ስእሊ ኣልዒልኩም ኣብ ውሽጢ 7 መዓልታት ካብ ዝበጽሓኩም ሕቶ ሓገዝ ክፈቱ። ተካእ ኣቕሓ ንሰደልኩም፣ ወይ ክፍሊት ምብጻሕ ሓዊሱ ምሉእ ገንዘብኩም ንመልሰልኩም።',
    tags: ['returns', 'refunds', 'damaged'],
  },
  {
    category: 'returns',
    question: 'How long do refunds take?',
    questionAm: 'ተመላሽ ገንዘብ ምን ያህል ጊዜ ይወስዳል?',
    questionOm: 'Maallaqni deebii hammam fudhata?',
    questionTi: 'ምምላስ ገንዘብ ክንደይ ግዜ ይወስድ?',
    answer:
      'Refunds to telebirr and other mobile wallets arrive within a day. Bank and card refunds can take 5 to 10 working days depending on your bank.',
    answerAm:
      'ወደ ቴሌብርና ሌሎች የሞባይል ዋሌቶች የሚመለስ ገንዘብ በአንድ ቀን ውስጥ ይደርሳል። ወደ ባንክና ካርድ የሚመለስ ከ5 እስከ 10 የሥራ ቀናት ሊወስድ ይችላል።',
    answerOm:
      "Maallaqni deebii telebirr fi boorsaalee moobaayilaa biraatti deebi'u guyyaa tokko keessatti ga'a. Kan baankii fi kaardiitti deebi'u akka baankii keetti guyyaa hojii 5 hanga 10 fudhachuu danda'a.",
    answerTi:
      "ናብ telebirr ከምኡ'ውን ናብ ካልኦት ናይ ሞባይል ቦርሳታት ዝምለስ ገንዘብ ኣብ ውሽጢ ሓንቲ መዓልቲ ይበጽሕ። ናብ ባንኪን ካርድን ዝምለስ ከከም ባንክኹም ካብ 5 ክሳብ 10 መዓልታት ስራሕ ክወስድ ይኽእል።",
    tags: ['refunds', 'wallet'],
  },
  {
    category: 'diaspora',
    question: 'Do you ship outside Ethiopia?',
    questionAm: 'ከኢትዮጵያ ውጭ ትልካላችሁ?',
    questionOm: 'Itoophiyaan alatti ni ergituu?',
    questionTi: 'ካብ ኢትዮጵያ ወጻኢ ትሰዱ ዶ?',
    answer:
      'Many sellers ship to the United States, Canada, the United Kingdom, Europe, the Gulf and Australia. Look for the international shipping badge; the fee is shown on the product page.',
    answerAm:
      'ብዙ ሻጮች ወደ አሜሪካ፣ ካናዳ፣ እንግሊዝ፣ አውሮፓ፣ የባሕረ ሰላጤው አገሮችና አውስትራሊያ ይልካሉ። የዓለም አቀፍ መላኪያ ምልክቱን ይፈልጉ፤ ክፍያው በምርቱ ገጽ ላይ ይታያል።',
    answerOm:
      "Gurgurtoonni hedduun Ameerikaa, Kanaadaa, Biriteen, Awurooppaa, biyyoota Arabaa fi Awustiraaliyaatti ergu. Mallattoo geejjiba idil-addunyaa barbaadi; kaffaltiin isaa fuula oomishaa irratti mul'ata.",
    answerTi:
      'ብዙሓት ሸየጥቲ ናብ ኣመሪካ፣ ካናዳ፣ ዓባይ ብሪጣንያ፣ ኤውሮጳ፣ ሃገራት ወሽመጥ ዓረብን ኣውስትራልያን ይሰዱ። ምልክት ዓለምለኻዊ ምልኣኽ ድለዩ፤ ክፍሊቱ ኣብ ገጽ እቲ ፍርያት ይረአ።',
    tags: ['international', 'shipping', 'diaspora'],
  },
  {
    category: 'diaspora',
    question: 'Can I buy from abroad and have it delivered to my family in Ethiopia?',
    questionAm: 'ከውጭ አገር ገዝቼ በኢትዮጵያ ላሉ ቤተሰቦቼ ማስረከብ እችላለሁ?',
    questionOm:
      "Biyya alaa irraa bitee maatii koo Itoophiyaa jiraniif akka geejjibamu gochuu nan danda'aa?",
    questionTi: 'ካብ ወጻኢ ገዚአ ናብ ኣብ ኢትዮጵያ ዘለዉ ስድራይ ከብጽሖ እኽእል ድየ?',
    answer:
      'Yes. Pay in your own currency and enter your family’s address and phone in Ethiopia as the delivery address. The courier calls them before arriving.',
    answerAm:
      'አዎ። በራስዎ ገንዘብ ከፍለው በኢትዮጵያ ያሉ ቤተሰቦችዎን አድራሻና ስልክ እንደ ማድረሻ አድራሻ ያስገቡ። መልእክተኛው ከመድረሱ በፊት ይደውልላቸዋል።',
    answerOm:
      "Eeyyee. Maallaqa keetiin kaffaliitii teessoo fi lakkoofsa bilbilaa maatii kee Itoophiyaa jiranii akka teessoo geejjibaatti galchi. Geessaan osoo hin ga'in dura isaan bilbila.",
    answerTi:
      'እወ። ብባጤራኹም ከፊልኩም ኣድራሻን ቁጽሪ ቴሌፎንን ኣብ ኢትዮጵያ ዘለዉ ስድራኹም ከም ኣድራሻ ምብጻሕ ኣእትዉ። ኣብጻሒ ቅድሚ ምብጽሑ ይድውለሎም።',
    tags: ['diaspora', 'gifts', 'delivery'],
  },
  {
    category: 'diaspora',
    question: 'Will I pay customs duty on my order?',
    questionAm: 'ለትዕዛዜ የጉምሩክ ቀረጥ እከፍላለሁ?',
    questionOm: 'Ajaja koof taaksii gumurukaa nan kaffalaa?',
    questionTi: 'ንትእዛዘይ ቀረጽ ጉምሩክ ክኸፍል እየ ድየ?',
    answer:
      'Coffee, spices and food may be subject to import rules and duty in your country. Sellers declare every parcel accurately; any duty is collected by the carrier on delivery.',
    answerAm:
      'ቡና፣ ቅመምና ምግብ በአገርዎ የማስገቢያ ደንብና ቀረጥ ሊኖርባቸው ይችላል። ሻጮች እያንዳንዱን ጥቅል በትክክል ያሳውቃሉ፤ ቀረጡ ካለ አጓጓዡ ሲያስረክብ ይሰበስባል።',
    answerOm:
      "Bunni, mi'eessituun fi nyaanni biyya kee keessatti seera galchii fi taaksii gumurukaatiif saaxilamuu danda'u. Gurgurtoonni paakeejii hunda sirriitti ibsu; taaksiin yoo jiraate, dhaabbanni geejjibaa yeroo geessu ni sassaaba.",
    answerTi:
      'ቡን፣ ቅመማትን መግብን ኣብ ሃገርኩም ንሕግታት ምእታውን ቀረጽን ክግዝኡ ይኽእሉ። ሸየጥቲ ነፍሲ ወከፍ ጥቕሉል ብቕንዕና ይገልጹ፤ ቀረጽ እንተሃልዩ ሰዳዲ ኣብ ግዜ ምብጻሕ ይእክቦ።',
    tags: ['customs', 'international'],
  },
]
