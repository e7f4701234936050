// Platform reference data: currencies and rates, seller tiers, trial and plans, memberships,
// listing fees, support categories and FAQs.
import type { CategorySlug } from './catalog-data.ts'

export const currencySeeds = [
  {
    id: 'ETB',
    name: 'Ethiopian Birr',
    nameAmharic: 'የኢትዮጵያ ብር',
    symbol: 'Br',
    decimals: 2,
    type: 'fiat',
  },
  {
    id: 'USD',
    name: 'US Dollar',
    nameAmharic: 'የአሜሪካ ዶላር',
    symbol: '$',
    decimals: 2,
    type: 'fiat',
  },
  { id: 'EUR', name: 'Euro', nameAmharic: 'ዩሮ', symbol: '€', decimals: 2, type: 'fiat' },
  {
    id: 'GBP',
    name: 'British Pound',
    nameAmharic: 'የእንግሊዝ ፓውንድ',
    symbol: '£',
    decimals: 2,
    type: 'fiat',
  },
  {
    id: 'CAD',
    name: 'Canadian Dollar',
    nameAmharic: 'የካናዳ ዶላር',
    symbol: 'CA$',
    decimals: 2,
    type: 'fiat',
  },
  {
    id: 'AED',
    name: 'UAE Dirham',
    nameAmharic: 'የዩኤኢ ድርሃም',
    symbol: 'د.إ',
    decimals: 2,
    type: 'fiat',
  },
  { id: 'BTC', name: 'Bitcoin', nameAmharic: 'ቢትኮይን', symbol: '₿', decimals: 8, type: 'crypto' },
  { id: 'ETH', name: 'Ethereum', nameAmharic: 'ኢቴሪየም', symbol: 'Ξ', decimals: 8, type: 'crypto' },
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
  description: string
  descriptionAmharic: string
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
    description: 'Every new store starts here: 8% commission and one featured listing a month.',
    descriptionAmharic: 'እያንዳንዱ አዲስ መደብር የሚጀምርበት ደረጃ፤ 8% ኮሚሽንና በወር አንድ ተለይቶ የሚታይ ምርት።',
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
    description:
      'For steady stores: 7% commission, three featured listings, free shipping on orders from 5,000 ETB and sales analytics.',
    descriptionAmharic:
      'ለተረጋጉ መደብሮች፤ 7% ኮሚሽን፣ ሦስት ተለይተው የሚታዩ ምርቶች፣ ከ5,000 ብር በላይ ነፃ ማድረስና የሽያጭ ትንታኔ።',
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
    description:
      'For leading stores: 6% commission, eight featured listings, free shipping from 3,000 ETB, priority support and bulk upload.',
    descriptionAmharic:
      'ለግንባር ቀደም መደብሮች፤ 6% ኮሚሽን፣ ስምንት ተለይተው የሚታዩ ምርቶች፣ ከ3,000 ብር በላይ ነፃ ማድረስ፣ ቅድሚያ ድጋፍና በጅምላ መጫን።',
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
    description:
      'The top of the marketplace: 5% commission, twenty featured listings, free shipping on every order and every perk.',
    descriptionAmharic:
      'የገበያው ከፍተኛ ደረጃ፤ 5% ኮሚሽን፣ ሃያ ተለይተው የሚታዩ ምርቶች፣ በሁሉም ትዕዛዝ ነፃ ማድረስና ሁሉም ጥቅማ ጥቅሞች።',
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
    description: 'Everything you need to open a store and make your first sales.',
    descriptionAmharic: 'መደብር ለመክፈትና የመጀመሪያ ሽያጭዎን ለማድረግ የሚያስፈልግዎ ሁሉ።',
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
    description: 'For growing stores that ship across Ethiopia.',
    descriptionAmharic: 'በመላው ኢትዮጵያ ለሚልኩ እያደጉ ላሉ መደብሮች።',
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
    description: 'For established brands selling to the diaspora.',
    descriptionAmharic: 'ለዲያስፖራ ለሚሸጡ ለታወቁ ብራንዶች።',
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
    description: 'Unlimited products, your own storefront and API access.',
    descriptionAmharic: 'ያልተገደበ ምርቶች፣ የራስዎ የመደብር ገጽና የኤፒአይ መዳረሻ።',
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
    description: 'Tracking an order, delivery times, couriers and delivery fees.',
    descriptionAm: 'ትዕዛዝን መከታተል፣ የማድረሻ ጊዜ፣ መልእክተኞችና የማድረሻ ክፍያ።',
    icon: 'truck',
  },
  {
    key: 'payments',
    name: 'Payments & Wallet',
    nameAm: 'ክፍያና ዋሌት',
    description: 'telebirr, CBE Birr, bank cards, currencies and refunds to your wallet.',
    descriptionAm: 'ቴሌብር፣ ሲቢኢ ብር፣ የባንክ ካርዶች፣ ምንዛሬዎችና ወደ ዋሌት የሚመለስ ገንዘብ።',
    icon: 'wallet',
  },
  {
    key: 'account',
    name: 'Account & Security',
    nameAm: 'መለያና ደህንነት',
    description: 'Signing in, passwords, your profile and keeping your account safe.',
    descriptionAm: 'መግባት፣ የይለፍ ቃል፣ መገለጫዎና የመለያዎ ደህንነት።',
    icon: 'shield',
  },
  {
    key: 'selling',
    name: 'Selling on Selam Market',
    nameAm: 'በሰላም ገበያ መሸጥ',
    description: 'Opening a store, the free trial, listing products, tiers and commission.',
    descriptionAm: 'መደብር መክፈት፣ ነፃ ሙከራ፣ ምርት መዘርዘር፣ ደረጃዎችና ኮሚሽን።',
    icon: 'store',
  },
  {
    key: 'returns',
    name: 'Returns & Refunds',
    nameAm: 'መመለስና ተመላሽ ገንዘብ',
    description: 'Damaged or wrong items, return windows and how refunds are paid.',
    descriptionAm: 'የተበላሹ ወይም የተሳሳቱ ዕቃዎች፣ የመመለሻ ጊዜና ተመላሽ ገንዘብ።',
    icon: 'rotate-ccw',
  },
  {
    key: 'diaspora',
    name: 'Diaspora & International',
    nameAm: 'ዳያስፖራና ዓለም አቀፍ',
    description: 'Shipping abroad, customs, sending gifts home and foreign currencies.',
    descriptionAm: 'ወደ ውጭ አገር መላክ፣ ጉምሩክ፣ ለቤተሰብ ስጦታ መላክና የውጭ ምንዛሬ።',
    icon: 'globe',
  },
] as const

export type SupportCategoryKey = (typeof supportCategorySeeds)[number]['key']

export const faqSeeds: readonly {
  category: SupportCategoryKey
  question: string
  questionAm: string
  answer: string
  answerAm: string
  tags: readonly string[]
}[] = [
  {
    category: 'orders',
    question: 'How do I track my order?',
    questionAm: 'ትዕዛዜን እንዴት መከታተል እችላለሁ?',
    answer:
      'Open My Orders and press Track on the order, or enter the order number on the Delivery page. You will see every status change and, once a courier picks it up, their name and phone.',
    answerAm:
      'ወደ "የእኔ ትዕዛዞች" ገብተው "ተከታተል" የሚለውን ይጫኑ፣ ወይም የትዕዛዙን ቁጥር በማድረሻ ገጽ ላይ ያስገቡ። እያንዳንዱን የሁኔታ ለውጥና መልእክተኛው ሲረከብ ስሙንና ስልኩን ያያሉ።',
    tags: ['tracking', 'orders', 'delivery'],
  },
  {
    category: 'orders',
    question: 'How long does delivery take in Addis Ababa?',
    questionAm: 'በአዲስ አበባ ውስጥ ማድረስ ምን ያህል ጊዜ ይወስዳል?',
    answer:
      'Most orders in Addis Ababa arrive the same or the next day. Motorcycle couriers usually take 20 to 45 minutes once the seller has the parcel ready.',
    answerAm:
      'በአዲስ አበባ አብዛኞቹ ትዕዛዞች በዚያው ቀን ወይም በማግሥቱ ይደርሳሉ። ሻጩ ዕቃውን ካዘጋጀ በኋላ የሞተር ሳይክል መልእክተኞች ብዙውን ጊዜ ከ20 እስከ 45 ደቂቃ ይወስዳሉ።',
    tags: ['delivery', 'addis-ababa', 'couriers'],
  },
  {
    category: 'orders',
    question: 'How is the delivery fee calculated?',
    questionAm: 'የማድረሻ ክፍያ እንዴት ይሰላል?',
    answer:
      "Each courier has a base fee plus a price per kilometre. You see the estimate for every available courier before you choose one, and express delivery adds 15% of the product's price.",
    answerAm:
      'እያንዳንዱ መልእክተኛ መነሻ ክፍያና የኪሎ ሜትር ዋጋ አለው። መልእክተኛ ከመምረጥዎ በፊት የእያንዳንዳቸውን ግምት ያያሉ፤ ፈጣን ማድረስ የምርቱን ዋጋ 15% ይጨምራል።',
    tags: ['delivery', 'fees'],
  },
  {
    category: 'payments',
    question: 'Which payment methods can I use?',
    questionAm: 'በየትኞቹ የክፍያ ዘዴዎች መክፈል እችላለሁ?',
    answer:
      'You can pay with telebirr, CBE Birr, Awash Birr or Amole, by bank transfer from CBE, Dashen, Awash, Abay or Nib, or with a Visa or Mastercard card.',
    answerAm:
      'በቴሌብር፣ በሲቢኢ ብር፣ በአዋሽ ብር ወይም በአሞሌ፣ ከንግድ ባንክ፣ ከዳሽን፣ ከአዋሽ፣ ከዓባይ ወይም ከንብ ባንክ በማስተላለፍ፣ ወይም በቪዛና በማስተርካርድ መክፈል ይችላሉ።',
    tags: ['payments', 'telebirr', 'cards'],
  },
  {
    category: 'payments',
    question: 'Can I see prices in my own currency?',
    questionAm: 'ዋጋዎችን በራሴ ገንዘብ ማየት እችላለሁ?',
    answer:
      'Yes. Choose a currency in the header and prices are converted from birr at the current indicative rate. You are always charged the birr amount shown at checkout.',
    answerAm:
      'አዎ። በላይኛው ክፍል ገንዘብ ይምረጡ፤ ዋጋዎች ከብር በወቅቱ ግምታዊ ምንዛሬ ይቀየራሉ። ሁልጊዜ የሚከፍሉት በክፍያ ገጹ ላይ የሚታየውን የብር መጠን ነው።',
    tags: ['currency', 'exchange-rates'],
  },
  {
    category: 'account',
    question: 'I forgot my password. What should I do?',
    questionAm: 'የይለፍ ቃሌን ረሳሁት። ምን ላድርግ?',
    answer:
      'Use the Forgot password link on the sign-in page and follow the email we send you. If you no longer have access to that email, open a support ticket from another account or contact us by phone.',
    answerAm:
      'በመግቢያ ገጹ ላይ "የይለፍ ቃል ረሳሁ" የሚለውን ተጭነው የምንልክልዎትን ኢሜይል ይከተሉ። ኢሜይሉን ማግኘት ካልቻሉ በስልክ ያግኙን።',
    tags: ['password', 'sign-in'],
  },
  {
    category: 'account',
    question: 'How do I change my preferred language?',
    questionAm: 'የምመርጠውን ቋንቋ እንዴት መቀየር እችላለሁ?',
    answer:
      'Go to your profile and pick Amharic, English, Afaan Oromo or Tigrinya as your preferred language, then save. The site follows your choice on every device you sign in to.',
    answerAm: 'ወደ መገለጫዎ ሄደው አማርኛ፣ እንግሊዝኛ፣ አፋን ኦሮሞ ወይም ትግርኛ መርጠው ያስቀምጡ። በሚገቡበት መሣሪያ ሁሉ ምርጫዎ ይከተላል።',
    tags: ['language', 'profile'],
  },
  {
    category: 'selling',
    question: 'How do I become a seller?',
    questionAm: 'እንዴት ሻጭ መሆን እችላለሁ?',
    answer:
      'Sign in, open Become a Seller and fill in your store name, description and where you ship. Your store starts on a 90-day free trial with no card required.',
    answerAm:
      'ይግቡና "ሻጭ ይሁኑ" የሚለውን ከፍተው የመደብርዎን ስም፣ መግለጫና የሚልኩበትን ቦታ ይሙሉ። መደብርዎ ካርድ ሳያስፈልግ በ90 ቀን ነፃ ሙከራ ይጀምራል።',
    tags: ['sellers', 'trial', 'getting-started'],
  },
  {
    category: 'selling',
    question: 'What does the free trial include?',
    questionAm: 'ነፃ ሙከራው ምን ያካትታል?',
    answer:
      'For 90 days you can list up to 5 products in up to 3 categories, receive messages, see your analytics and use 10 ETB of advertising credit.',
    answerAm:
      'ለ90 ቀናት እስከ 5 ምርቶችን በእስከ 3 ምድቦች መዘርዘር፣ መልእክቶችን መቀበል፣ ትንታኔዎን ማየትና 10 ብር የማስታወቂያ ክሬዲት መጠቀም ይችላሉ።',
    tags: ['trial', 'sellers'],
  },
  {
    category: 'selling',
    question: 'How are seller tiers and commission decided?',
    questionAm: 'የሻጭ ደረጃና ኮሚሽን እንዴት ይወሰናል?',
    answer:
      'Every store starts at Bronze with 8% commission. Monthly and total sales, your rating, number of reviews and active products move you up to Silver (7%), Gold (6%) and Diamond (5%).',
    answerAm:
      'ሁሉም መደብር በነሐስ ደረጃ በ8% ኮሚሽን ይጀምራል። ወርሃዊና አጠቃላይ ሽያጭ፣ ደረጃ አሰጣጥ፣ የግምገማዎች ብዛትና ንቁ ምርቶች ወደ ብር (7%)፣ ወርቅ (6%) እና አልማዝ (5%) ያሳድጉዎታል።',
    tags: ['tiers', 'commission', 'sellers'],
  },
  {
    category: 'selling',
    question: 'Why is my new product not visible yet?',
    questionAm: 'አዲሱ ምርቴ ለምን እስካሁን አይታይም?',
    answer:
      'Our authenticity team reviews new listings, usually within one working day. You will get a message as soon as the product is approved or if we need more details.',
    answerAm:
      'የትክክለኛነት ቡድናችን አዳዲስ ምርቶችን ይገመግማል፤ ብዙውን ጊዜ በአንድ የሥራ ቀን ውስጥ። ምርቱ ሲጸድቅ ወይም ተጨማሪ መረጃ ሲያስፈልግ መልእክት ይደርስዎታል።',
    tags: ['listings', 'authenticity'],
  },
  {
    category: 'returns',
    question: 'What if my item arrives damaged?',
    questionAm: 'ዕቃዬ ተበላሽቶ ቢደርስስ?',
    answer:
      'Take a photo and open a support ticket within 7 days of delivery. We arrange a replacement or a full refund, including the delivery fee.',
    answerAm:
      'ፎቶ አንሥተው ዕቃው በደረሰ በ7 ቀናት ውስጥ የድጋፍ ጥያቄ ይክፈቱ። ምትክ ዕቃ ወይም የማድረሻ ክፍያን ጨምሮ ሙሉ ገንዘብዎን እንመልሳለን።',
    tags: ['returns', 'refunds', 'damaged'],
  },
  {
    category: 'returns',
    question: 'How long do refunds take?',
    questionAm: 'ተመላሽ ገንዘብ ምን ያህል ጊዜ ይወስዳል?',
    answer:
      'Refunds to telebirr and other mobile wallets arrive within a day. Bank and card refunds can take 5 to 10 working days depending on your bank.',
    answerAm:
      'ወደ ቴሌብርና ሌሎች የሞባይል ዋሌቶች የሚመለስ ገንዘብ በአንድ ቀን ውስጥ ይደርሳል። ወደ ባንክና ካርድ የሚመለስ ከ5 እስከ 10 የሥራ ቀናት ሊወስድ ይችላል።',
    tags: ['refunds', 'wallet'],
  },
  {
    category: 'diaspora',
    question: 'Do you ship outside Ethiopia?',
    questionAm: 'ከኢትዮጵያ ውጭ ትልካላችሁ?',
    answer:
      'Many sellers ship to the United States, Canada, the United Kingdom, Europe, the Gulf and Australia. Look for the international shipping badge; the fee is shown on the product page.',
    answerAm:
      'ብዙ ሻጮች ወደ አሜሪካ፣ ካናዳ፣ እንግሊዝ፣ አውሮፓ፣ የባሕረ ሰላጤው አገሮችና አውስትራሊያ ይልካሉ። የዓለም አቀፍ መላኪያ ምልክቱን ይፈልጉ፤ ክፍያው በምርቱ ገጽ ላይ ይታያል።',
    tags: ['international', 'shipping', 'diaspora'],
  },
  {
    category: 'diaspora',
    question: 'Can I buy from abroad and have it delivered to my family in Ethiopia?',
    questionAm: 'ከውጭ አገር ገዝቼ በኢትዮጵያ ላሉ ቤተሰቦቼ ማስረከብ እችላለሁ?',
    answer:
      'Yes. Pay in your own currency and enter your family’s address and phone in Ethiopia as the delivery address. The courier calls them before arriving.',
    answerAm:
      'አዎ። በራስዎ ገንዘብ ከፍለው በኢትዮጵያ ያሉ ቤተሰቦችዎን አድራሻና ስልክ እንደ ማድረሻ አድራሻ ያስገቡ። መልእክተኛው ከመድረሱ በፊት ይደውልላቸዋል።',
    tags: ['diaspora', 'gifts', 'delivery'],
  },
  {
    category: 'diaspora',
    question: 'Will I pay customs duty on my order?',
    questionAm: 'ለትዕዛዜ የጉምሩክ ቀረጥ እከፍላለሁ?',
    answer:
      'Coffee, spices and food may be subject to import rules and duty in your country. Sellers declare every parcel accurately; any duty is collected by the carrier on delivery.',
    answerAm:
      'ቡና፣ ቅመምና ምግብ በአገርዎ የማስገቢያ ደንብና ቀረጥ ሊኖርባቸው ይችላል። ሻጮች እያንዳንዱን ጥቅል በትክክል ያሳውቃሉ፤ ቀረጡ ካለ አጓጓዡ ሲያስረክብ ይሰበስባል።',
    tags: ['customs', 'international'],
  },
]
