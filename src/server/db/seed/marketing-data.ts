// Coupons, adverts and diaspora services. Dates are offsets from the seed run, in days.
import type { CategorySlug } from './catalog-data.ts'

export type CouponSeed = {
  seller: string
  title: string
  description: string
  discountType: 'percentage' | 'fixed_amount' | 'free_shipping' | 'buy_one_get_one' | 'bundle_deal'
  discountValue: number
  minimumPurchase: number | null
  maxDiscount: number | null
  couponCode: string
  usageLimit: number | null
  usagePerUser: number
  category: CategorySlug | null
  targetUserType: 'all' | 'new_users' | 'returning_users' | 'diaspora'
  startedDaysAgo: number
  endsInDays: number
  isActive: boolean
  /** Hours until the flash sale ends; absent for ordinary coupons. */
  flashSaleHours?: number
  priority: number
  termsAndConditions: string
}

// Codes follow the generator of the coupon form: SAVE (percentage) or GET (other types) and six
// upper-case letters or digits.
export const couponSeeds: readonly CouponSeed[] = [
  {
    seller: 'yirgacheffe-coffee-house',
    title: 'የቡና ሳምንት 15% ቅናሽ — Coffee Week 15% Off',
    description: 'በሁሉም የይርጋጨፌ ቡናዎች ላይ 15% ቅናሽ። 15% off every Yirgacheffe coffee in the store.',
    discountType: 'percentage',
    discountValue: 15,
    minimumPurchase: 500,
    maxDiscount: 600,
    couponCode: 'SAVE3K9QZT',
    usageLimit: 500,
    usagePerUser: 2,
    category: 'coffee',
    targetUserType: 'all',
    startedDaysAgo: 10,
    endsInDays: 35,
    isActive: true,
    priority: 5,
    termsAndConditions: 'Coffee products only. Cannot be combined with other coupons.',
  },
  {
    seller: 'habesha-fashion',
    title: 'የበዓል ቅናሽ 500 ብር — Holiday 500 Birr Off',
    description: 'ከ5,000 ብር በላይ ሲገዙ 500 ብር ቅናሽ። 500 ETB off Habesha dresses over 5,000 ETB.',
    discountType: 'fixed_amount',
    discountValue: 500,
    minimumPurchase: 5_000,
    maxDiscount: null,
    couponCode: 'GETAB12CD',
    usageLimit: 300,
    usagePerUser: 1,
    category: 'traditional-clothing',
    targetUserType: 'all',
    startedDaysAgo: 7,
    endsInDays: 45,
    isActive: true,
    priority: 4,
    termsAndConditions: 'Minimum order 5,000 ETB. One use per customer.',
  },
  {
    seller: 'harar-spice-market',
    title: 'ፍላሽ ሽያጭ፡ በርበሬ 25% — Flash Sale: Berbere 25% Off',
    description: 'ለ48 ሰዓታት ብቻ! Berbere and mitmita at 25% off for 48 hours only.',
    discountType: 'percentage',
    discountValue: 25,
    minimumPurchase: null,
    maxDiscount: 400,
    couponCode: 'SAVEH7R2XB',
    usageLimit: 200,
    usagePerUser: 1,
    category: 'spices',
    targetUserType: 'all',
    startedDaysAgo: 1,
    endsInDays: 30,
    isActive: true,
    flashSaleHours: 40,
    priority: 9,
    termsAndConditions: 'While stocks last. Ends when the timer runs out.',
  },
  {
    seller: 'jimma-coffee-honey',
    title: 'ነፃ ማድረስ — Free Delivery',
    description: 'ከ1,500 ብር በላይ በሆኑ ትዕዛዞች ነፃ ማድረስ። Free delivery on orders over 1,500 ETB.',
    discountType: 'free_shipping',
    discountValue: 0,
    minimumPurchase: 1_500,
    maxDiscount: null,
    couponCode: 'GETSHP4KZ',
    usageLimit: null,
    usagePerUser: 3,
    category: null,
    targetUserType: 'all',
    startedDaysAgo: 20,
    endsInDays: 40,
    isActive: true,
    priority: 3,
    termsAndConditions: 'Delivery within Ethiopia only.',
  },
  {
    seller: 'mekelle-honey',
    title: 'አንድ ሲገዙ አንድ ነፃ — Buy One Get One: White Honey 500g',
    description: 'ሁለት ነጭ ማር ሲገዙ አንዱ ነፃ። Buy one jar of white honey, get the second free.',
    discountType: 'buy_one_get_one',
    discountValue: 0,
    minimumPurchase: null,
    maxDiscount: 950,
    couponCode: 'GETB1G1XQ',
    usageLimit: 100,
    usagePerUser: 1,
    category: 'honey-and-food',
    targetUserType: 'returning_users',
    startedDaysAgo: 3,
    endsInDays: 30,
    isActive: true,
    flashSaleHours: 70,
    priority: 8,
    termsAndConditions: 'Applies to the 500 g white honey jar. The cheaper item is free.',
  },
  {
    seller: 'lalibela-handicrafts',
    title: 'የመሶብና የጀበና ጥምር — Mesob + Jebena Bundle',
    description:
      'መሶብና ጀበና አብረው ሲገዙ 300 ብር ቅናሽ። Save 300 ETB when you buy a mesob and a jebena together.',
    discountType: 'bundle_deal',
    discountValue: 300,
    minimumPurchase: 2_000,
    maxDiscount: null,
    couponCode: 'GETBNDL7R',
    usageLimit: 150,
    usagePerUser: 1,
    category: 'handicrafts',
    targetUserType: 'all',
    startedDaysAgo: 12,
    endsInDays: 50,
    isActive: true,
    priority: 2,
    termsAndConditions: 'Both items must be in the same order.',
  },
  {
    seller: 'gondar-art-gallery',
    title: 'ለዳያስፖራ 10% — Diaspora 10% Off Art',
    description: 'ከውጭ አገር ለሚገዙ በሁሉም ሥዕሎች 10% ቅናሽ። 10% off all artwork shipped abroad.',
    discountType: 'percentage',
    discountValue: 10,
    minimumPurchase: 3_000,
    maxDiscount: 2_000,
    couponCode: 'SAVEDG58MW',
    usageLimit: null,
    usagePerUser: 1,
    category: 'art',
    targetUserType: 'diaspora',
    startedDaysAgo: 15,
    endsInDays: 60,
    isActive: true,
    priority: 3,
    termsAndConditions: 'International orders only.',
  },
  {
    seller: 'dire-electronics',
    title: 'ፍላሽ ሽያጭ፡ ስልኮች 1,000 ብር ቅናሽ — Flash Sale: 1,000 Birr Off Phones',
    description:
      'በተመረጡ ስማርት ስልኮች ላይ 1,000 ብር ቅናሽ። 1,000 ETB off selected smartphones this weekend.',
    discountType: 'fixed_amount',
    discountValue: 1_000,
    minimumPurchase: 12_000,
    maxDiscount: null,
    couponCode: 'GETPH9N3V',
    usageLimit: 80,
    usagePerUser: 1,
    category: 'electronics',
    targetUserType: 'all',
    startedDaysAgo: 2,
    endsInDays: 30,
    isActive: true,
    flashSaleHours: 20,
    priority: 10,
    termsAndConditions: 'Smartphones only. Limited to 80 redemptions.',
  },
  {
    seller: 'adama-natural-beauty',
    title: 'ለአዲስ ደንበኞች 20% — New Customers 20% Off',
    description: 'የመጀመሪያ ትዕዛዝዎ ላይ 20% ቅናሽ። 20% off your first order of natural beauty products.',
    discountType: 'percentage',
    discountValue: 20,
    minimumPurchase: 400,
    maxDiscount: 300,
    couponCode: 'SAVENW20QA',
    usageLimit: 250,
    usagePerUser: 1,
    category: 'beauty',
    targetUserType: 'new_users',
    startedDaysAgo: 25,
    endsInDays: 35,
    isActive: true,
    priority: 4,
    termsAndConditions: 'First order only.',
  },
  {
    seller: 'bahir-dar-books',
    title: 'የመስከረም መጻሕፍት ቅናሽ — September Books Sale',
    description: 'የአዲስ ዓመት የመጻሕፍት ቅናሽ (ተጠናቋል)። New Year book sale, now paused.',
    discountType: 'percentage',
    discountValue: 12,
    minimumPurchase: null,
    maxDiscount: 250,
    couponCode: 'SAVEBK12MS',
    usageLimit: 400,
    usagePerUser: 1,
    category: 'books',
    targetUserType: 'all',
    startedDaysAgo: 70,
    endsInDays: 30,
    isActive: false,
    priority: 1,
    termsAndConditions: 'Books only.',
  },
  {
    seller: 'shema-weavers',
    title: 'የሸማ ጥምር ቅናሽ — Shema Home Bundle',
    description: 'ረቂቅ፤ ገና አልተጀመረም። Draft: cushion covers and a runner together for less.',
    discountType: 'bundle_deal',
    discountValue: 400,
    minimumPurchase: 2_500,
    maxDiscount: null,
    couponCode: 'GETSHM8LP',
    usageLimit: 60,
    usagePerUser: 1,
    category: 'home',
    targetUserType: 'all',
    startedDaysAgo: 0,
    endsInDays: 45,
    isActive: false,
    priority: 0,
    termsAndConditions: 'Cushion covers and a table runner in the same order.',
  },
]

export type AdSeed = {
  seller: string
  adType: 'banner' | 'sponsored_product' | 'social_media'
  title: string
  description: string
  /** Image slug under /media/generated/ad/. */
  image: string
  /**
   * Where the ad links: a path, `seller` (the store page), `category:<slug>` or
   * `product:<English template name>` (that product of the store, which the seed makes it list).
   */
  target: string
  category: CategorySlug | null
  budget: number
  startedDaysAgo: number
  endsInDays: number
  socialPlatforms?: readonly ('tiktok' | 'facebook' | 'instagram' | 'telebirr')[]
  socialMediaBudget?: number
  telebirrBudget?: number
  adCreativeType?: 'image' | 'video' | 'carousel'
  telebirr?: {
    adType: 'banner' | 'push_notification' | 'in_app_display'
    promotionType: 'cashback' | 'discount' | 'bonus_airtime'
    regions: readonly string[]
  }
  targetAudience?: Record<string, unknown>
}

export const adSeeds: readonly AdSeed[] = [
  {
    seller: 'yirgacheffe-coffee-house',
    adType: 'banner',
    title: 'የቡና ወቅት ደርሷል — The New Coffee Harvest Is Here',
    description:
      'ከይርጋጨፌ፣ ከሲዳማና ከጉጂ አዲስ ምርት። Fresh-crop Yirgacheffe, Sidamo and Guji, roasted this week.',
    image: 'coffee-harvest-banner',
    target: 'category:coffee',
    category: 'coffee',
    budget: 15_000,
    startedDaysAgo: 12,
    endsInDays: 40,
  },
  {
    seller: 'habesha-fashion',
    adType: 'banner',
    title: 'ለጥምቀት ይዘጋጁ — Dress for Timket',
    description:
      'በእጅ የተሸመኑ የሐበሻ ቀሚሶችና የወንዶች ልብሶች። Handwoven kemis and menswear, made to measure in two weeks.',
    image: 'timket-fashion-banner',
    target: 'seller',
    category: 'traditional-clothing',
    budget: 22_000,
    startedDaysAgo: 6,
    endsInDays: 55,
  },
  {
    seller: 'harar-spice-market',
    adType: 'banner',
    title: 'የሳምንቱ ቅናሾች — This Week’s Deals',
    description: 'ቅመሞች፣ ማርና ቡና በቅናሽ ዋጋ። Spices, honey and coffee on sale; see every coupon.',
    image: 'weekly-deals-banner',
    target: '/coupons',
    category: null,
    budget: 9_500,
    startedDaysAgo: 3,
    endsInDays: 30,
  },
  {
    seller: 'yirgacheffe-coffee-house',
    adType: 'sponsored_product',
    title: 'ይርጋጨፌ ቡና — Yirgacheffe Coffee',
    description: 'በዚህ ሳምንት የተቆላ። Roasted this week, floral and bright.',
    image: 'sponsored-yirgacheffe-coffee',
    target: 'product:Yirgacheffe Coffee',
    category: 'coffee',
    budget: 6_000,
    startedDaysAgo: 8,
    endsInDays: 30,
  },
  {
    seller: 'habesha-fashion',
    adType: 'sponsored_product',
    title: 'የሐበሻ ቀሚስ — Habesha Kemis',
    description: 'በሽሮ ሜዳ የተሸመነ። Handwoven in Shiro Meda, made to your size.',
    image: 'sponsored-habesha-kemis',
    target: 'product:Habesha Kemis',
    category: 'traditional-clothing',
    budget: 8_000,
    startedDaysAgo: 5,
    endsInDays: 35,
  },
  {
    seller: 'mekelle-honey',
    adType: 'sponsored_product',
    title: 'ነጭ ማር — White Honey',
    description: 'ከትግራይ ንብ አናቢዎች። Raw white honey from Tigray beekeepers.',
    image: 'sponsored-white-honey',
    target: 'product:White Honey',
    category: 'honey-and-food',
    budget: 4_500,
    startedDaysAgo: 9,
    endsInDays: 30,
  },
  {
    seller: 'dire-electronics',
    adType: 'sponsored_product',
    title: 'Solar Home Lighting Kit',
    description: 'መብራት በሌለበት ቦታም ብርሃን። Light and phone charging anywhere, no grid needed.',
    image: 'sponsored-solar-kit',
    target: 'product:Solar Home Lighting Kit',
    category: 'electronics',
    budget: 5_500,
    startedDaysAgo: 4,
    endsInDays: 45,
  },
  {
    seller: 'habesha-fashion',
    adType: 'social_media',
    title: 'የሐበሻ ቀሚስ ስብስብ 2026 — Habesha Collection 2026',
    description:
      'አዲሱን ስብስባችንን በኢንስታግራምና በፌስቡክ ይመልከቱ። Our new collection on Instagram and Facebook.',
    image: 'habesha-collection-social',
    target: 'seller',
    category: 'traditional-clothing',
    budget: 30_000,
    startedDaysAgo: 14,
    endsInDays: 30,
    socialPlatforms: ['facebook', 'instagram'],
    socialMediaBudget: 30_000,
    adCreativeType: 'carousel',
    targetAudience: {
      ageRange: [22, 45],
      interests: ['fashion', 'weddings'],
      countries: ['ET', 'US', 'CA'],
    },
  },
  {
    seller: 'yirgacheffe-coffee-house',
    adType: 'social_media',
    title: 'የቡና ሥነ ሥርዓት በ60 ሰከንድ — Coffee Ceremony in 60 Seconds',
    description: 'በቲክቶክ ላይ የቡና አፈላል ቪዲዮ። A short TikTok video of our jebena brew.',
    image: 'coffee-ceremony-tiktok',
    target: 'seller',
    category: 'coffee',
    budget: 12_000,
    startedDaysAgo: 9,
    endsInDays: 21,
    socialPlatforms: ['tiktok'],
    socialMediaBudget: 12_000,
    adCreativeType: 'video',
    targetAudience: { ageRange: [18, 35], interests: ['coffee', 'food'] },
  },
  {
    seller: 'dire-electronics',
    adType: 'social_media',
    title: 'በቴሌብር ሲከፍሉ 5% ተመላሽ — 5% Cashback with telebirr',
    description: 'ስልኮችን በቴሌብር ሲገዙ 5% ተመላሽ። 5% cashback on phones paid with telebirr.',
    image: 'telebirr-cashback',
    target: 'seller',
    category: 'electronics',
    budget: 18_000,
    startedDaysAgo: 5,
    endsInDays: 25,
    socialPlatforms: ['telebirr'],
    telebirrBudget: 18_000,
    adCreativeType: 'image',
    telebirr: {
      adType: 'banner',
      promotionType: 'cashback',
      regions: ['addis_ababa', 'dire_dawa', 'adama'],
    },
    targetAudience: { ageRange: [18, 50] },
  },
]

export type GlobalServiceSeed = {
  serviceType:
    | 'restaurant'
    | 'grocery'
    | 'shipping_agent'
    | 'cultural_center'
    | 'translation'
    | 'event_planning'
  businessName: string
  description: string
  serviceAreas: readonly string[]
  contactInfo: { phone: string; email: string; address: string }
  website: string | null
  socialMedia: Record<string, string> | null
  isVerified: boolean
  languagesSupported: readonly string[]
}

export const globalServiceSeeds: readonly GlobalServiceSeed[] = [
  {
    serviceType: 'restaurant',
    businessName: 'Lalibela Restaurant',
    description:
      'የቤተሰብ ምግብ ቤት ከ1998 ጀምሮ። Family-run Ethiopian restaurant since 1998: doro wat, kitfo, vegan combos and a Sunday coffee ceremony.',
    serviceAreas: ['Washington DC', 'Arlington', 'Alexandria'],
    contactInfo: {
      phone: '+12025550111',
      email: 'hello@lalibela-dc.example.com',
      address: '1415 14th St NW, Washington DC',
    },
    website: 'https://lalibela-dc.example.com',
    socialMedia: { instagram: '@lalibeladc' },
    isVerified: true,
    languagesSupported: ['Amharic', 'English', 'Tigrinya'],
  },
  {
    serviceType: 'grocery',
    businessName: 'Habesha Market & Carry Out',
    description:
      'ጤፍ፣ በርበሬ፣ ቡናና እንጀራ በየቀኑ። Teff, berbere, coffee and fresh injera daily, plus a small carry-out kitchen.',
    serviceAreas: ['Silver Spring', 'Takoma Park', 'Washington DC'],
    contactInfo: {
      phone: '+13015550122',
      email: 'shop@habesha-market.example.com',
      address: '8541 Piney Branch Rd, Silver Spring MD',
    },
    website: 'https://habesha-market.example.com',
    socialMedia: { facebook: 'habeshamarketmd' },
    isVerified: true,
    languagesSupported: ['Amharic', 'English', 'Afaan Oromo'],
  },
  {
    serviceType: 'shipping_agent',
    businessName: 'Abyssinia Cargo Toronto',
    description:
      'ወደ ኢትዮጵያ ዕቃ መላኪያ በየሳምንቱ። Weekly air and sea cargo to Addis Ababa with door delivery across Ethiopia.',
    serviceAreas: ['Toronto', 'Mississauga', 'Ottawa', 'Addis Ababa'],
    contactInfo: {
      phone: '+14165550133',
      email: 'cargo@abyssinia-cargo.example.com',
      address: '1200 Danforth Ave, Toronto ON',
    },
    website: 'https://abyssinia-cargo.example.com',
    socialMedia: null,
    isVerified: true,
    languagesSupported: ['Amharic', 'English', 'Tigrinya'],
  },
  {
    serviceType: 'cultural_center',
    businessName: 'Ethiopian Community Centre London',
    description:
      'የአማርኛ ትምህርት ቤት፣ የባህል ዝግጅቶችና የምክር አገልግሎት። Saturday Amharic school, cultural events and advice for newcomers.',
    serviceAreas: ['London', 'Croydon', 'Brixton'],
    contactInfo: {
      phone: '+442075550144',
      email: 'info@eccl.example.org',
      address: '2a Lambeth Walk, London',
    },
    website: 'https://eccl.example.org',
    socialMedia: { facebook: 'ethiopiancommunitylondon' },
    isVerified: true,
    languagesSupported: ['Amharic', 'English', 'Afaan Oromo', 'Tigrinya'],
  },
  {
    serviceType: 'translation',
    businessName: 'Addis Translation Services Dubai',
    description:
      'የሰነድ ትርጉምና የቃል አስተርጓሚ አገልግሎት። Certified translation of documents and interpreters for Amharic, Tigrinya and Arabic.',
    serviceAreas: ['Dubai', 'Abu Dhabi', 'Sharjah'],
    contactInfo: {
      phone: '+97145550155',
      email: 'desk@addis-translation.example.com',
      address: 'Al Karama, Dubai',
    },
    website: 'https://addis-translation.example.com',
    socialMedia: null,
    isVerified: true,
    languagesSupported: ['Amharic', 'Tigrinya', 'Arabic', 'English'],
  },
  {
    serviceType: 'event_planning',
    businessName: 'Selam Events Stockholm',
    description:
      'ሠርግ፣ ክርስትናና የበዓል ዝግጅቶች። Weddings, christenings and holiday parties with Ethiopian catering and music.',
    serviceAreas: ['Stockholm', 'Uppsala', 'Gothenburg'],
    contactInfo: {
      phone: '+4685550166',
      email: 'fest@selam-events.example.com',
      address: 'Rinkeby, Stockholm',
    },
    website: null,
    socialMedia: { instagram: '@selamevents.se' },
    isVerified: false,
    languagesSupported: ['Amharic', 'Swedish', 'English'],
  },
  {
    serviceType: 'restaurant',
    businessName: 'Queen of Sheba Melbourne',
    description:
      'ባህላዊ የኢትዮጵያ ምግብና የቡና ሥነ ሥርዓት። Traditional Ethiopian dishes, injera baked in house and a weekend coffee ceremony.',
    serviceAreas: ['Melbourne', 'Footscray'],
    contactInfo: {
      phone: '+61395550177',
      email: 'eat@queenofsheba.example.com',
      address: '205 Barkly St, Footscray VIC',
    },
    website: 'https://queenofsheba.example.com',
    socialMedia: { instagram: '@queenofshebamelb' },
    isVerified: true,
    languagesSupported: ['Amharic', 'English'],
  },
  {
    serviceType: 'shipping_agent',
    businessName: 'Merkato Express Johannesburg',
    description:
      'ከደቡብ አፍሪካ ወደ ኢትዮጵያ ፈጣን መላኪያ። Parcels and remittance-friendly courier service from South Africa to Ethiopia.',
    serviceAreas: ['Johannesburg', 'Pretoria', 'Addis Ababa', 'Hawassa'],
    contactInfo: {
      phone: '+27115550188',
      email: 'send@merkato-express.example.com',
      address: 'Jeppestown, Johannesburg',
    },
    website: null,
    socialMedia: { facebook: 'merkatoexpressza' },
    isVerified: false,
    languagesSupported: ['Amharic', 'English', 'Afaan Oromo'],
  },
  {
    serviceType: 'grocery',
    businessName: 'Axum Grocery Toronto',
    description:
      'የኢትዮጵያና የኤርትራ ምግቦች፣ ቅመሞችና የባህል ዕቃዎች። Ethiopian and Eritrean groceries, spices, and coffee ceremony sets.',
    serviceAreas: ['Toronto', 'Scarborough'],
    contactInfo: {
      phone: '+14165550199',
      email: 'axum@axumgrocery.example.com',
      address: '1050 Bloor St W, Toronto ON',
    },
    website: 'https://axumgrocery.example.com',
    socialMedia: null,
    isVerified: true,
    languagesSupported: ['Amharic', 'Tigrinya', 'English'],
  },
  {
    serviceType: 'cultural_center',
    businessName: 'Ethiopian Heritage Society Washington',
    description:
      'የታሪክ ትምህርቶች፣ የሥዕል ኤግዚቢሽኖችና የወጣቶች ፕሮግራሞች። History talks, art exhibitions and youth programmes for second-generation Ethiopians.',
    serviceAreas: ['Washington DC', 'Silver Spring', 'Alexandria'],
    contactInfo: {
      phone: '+12025550200',
      email: 'info@ehs-dc.example.org',
      address: 'U Street NW, Washington DC',
    },
    website: 'https://ehs-dc.example.org',
    socialMedia: { facebook: 'ethiopianheritagedc' },
    isVerified: true,
    languagesSupported: ['Amharic', 'English'],
  },
]
