// Demo people: the four demo accounts, the fifteen stores and their owners, buyers who write
// reviews, and the couriers.
import type { CategorySlug } from './catalog-data.ts'

/** Password of every seeded account. Demo only: never seed this on a public deployment. */
export const DEMO_PASSWORD = 'Selam-Demo-2026'

export const DEMO_EMAILS = {
  buyer: 'buyer@selam.market',
  seller: 'seller@selam.market',
  courier: 'courier@selam.market',
  admin: 'admin@selam.market',
} as const

export type PersonSeed = {
  key: string
  email: string
  username: string
  firstName: string
  lastName: string
  role?: 'user' | 'admin'
  phone: string
  city: string
  country?: string
  timezone?: string
  preferredCurrency?: string
  preferredLanguage?: 'am' | 'en' | 'om' | 'ti'
  isEthiopianDiaspora?: boolean
  ethiopianRegionOfOrigin?: string
  gender?: 'female' | 'male'
  dateOfBirth?: string
  bio?: string
  /** Days before the seed run that the account was created. */
  joinedDaysAgo: number
}

export const demoPeople: readonly PersonSeed[] = [
  {
    key: 'buyer',
    email: DEMO_EMAILS.buyer,
    username: 'abebe',
    firstName: 'Abebe',
    lastName: 'Kebede',
    phone: '+251911234567',
    city: 'Addis Ababa',
    ethiopianRegionOfOrigin: 'Amhara',
    gender: 'male',
    dateOfBirth: '1990-03-14',
    bio: 'ቡናና መጻሕፍት ወዳጅ። Coffee lover and reader.',
    joinedDaysAgo: 300,
  },
  {
    key: 'seller',
    email: DEMO_EMAILS.seller,
    username: 'tigist',
    firstName: 'Tigist',
    lastName: 'Haile',
    phone: '+251912345678',
    city: 'Addis Ababa',
    ethiopianRegionOfOrigin: 'Sidama',
    gender: 'female',
    dateOfBirth: '1988-07-02',
    bio: 'የይርጋጨፌ ቡና ቤት መሥራች። Founder of Yirgacheffe Coffee House.',
    joinedDaysAgo: 420,
  },
  {
    key: 'courier',
    email: DEMO_EMAILS.courier,
    username: 'dawit',
    firstName: 'Dawit',
    lastName: 'Tesfaye',
    phone: '+251913456789',
    city: 'Addis Ababa',
    ethiopianRegionOfOrigin: 'Oromia',
    gender: 'male',
    dateOfBirth: '1995-11-20',
    joinedDaysAgo: 200,
  },
  {
    key: 'admin',
    email: DEMO_EMAILS.admin,
    username: 'meron',
    firstName: 'Meron',
    lastName: 'Alemu',
    role: 'admin',
    phone: '+251914567890',
    city: 'Addis Ababa',
    ethiopianRegionOfOrigin: 'Addis Ababa',
    gender: 'female',
    joinedDaysAgo: 500,
  },
]

export type SellerSeed = {
  key: string
  /** The demo seller's store uses the demo seller account instead of its own owner. */
  owner: PersonSeed | 'demo-seller'
  storeName: string
  description: string
  city: string
  categories: readonly CategorySlug[]
  /** Relative share of the generated listings. */
  weight: number
  verified: boolean
  servesInternational: boolean
  shippingRegions: readonly string[]
  acceptedCurrencies: readonly string[]
  supportsRemittance: boolean
  /** The store's ambition: it decides the plan it subscribes to. Its tier follows from its orders. */
  tier: 'bronze' | 'silver' | 'gold'
  /** Days since the store opened (drives the free trial status). */
  openedDaysAgo: number
}

const owner = (
  key: string,
  firstName: string,
  lastName: string,
  city: string,
  phone: string,
  region: string,
  gender: 'female' | 'male',
  joinedDaysAgo: number,
): PersonSeed => ({
  key,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  username: `${firstName}_${lastName}`.toLowerCase(),
  firstName,
  lastName,
  phone,
  city,
  ethiopianRegionOfOrigin: region,
  gender,
  joinedDaysAgo,
})

const abroad = ['Ethiopia', 'United States', 'Canada', 'United Kingdom', 'Germany', 'Sweden']

export const sellerSeeds: readonly SellerSeed[] = [
  {
    key: 'yirgacheffe-coffee-house',
    owner: 'demo-seller',
    storeName: 'ይርጋጨፌ ቡና ቤት — Yirgacheffe Coffee House',
    description:
      'ከይርጋጨፌ አርሶ አደሮች በቀጥታ የምንገዛው ቡና በአዲስ አበባ ይቆላል። Single-origin coffee bought directly from Yirgacheffe farmers and roasted weekly in Addis Ababa.',
    city: 'Addis Ababa',
    categories: ['coffee', 'honey-and-food'],
    weight: 2.6,
    verified: true,
    servesInternational: true,
    shippingRegions: [...abroad, 'Australia', 'United Arab Emirates'],
    acceptedCurrencies: ['ETB', 'USD', 'EUR', 'GBP', 'CAD'],
    supportsRemittance: true,
    tier: 'silver',
    openedDaysAgo: 410,
  },
  {
    key: 'habesha-fashion',
    owner: owner(
      'habesha',
      'Selamawit',
      'Tadesse',
      'Addis Ababa',
      '+251921456732',
      'Amhara',
      'female',
      380,
    ),
    storeName: 'ሐበሻ ልብስ — Habesha Fashion',
    description:
      'በሽሮ ሜዳ ሸማኔዎች የተሠሩ የሐበሻ ቀሚሶችና የወንዶች የባህል ልብሶች። Habesha kemis and menswear handwoven in Shiro Meda, made to measure.',
    city: 'Addis Ababa',
    categories: ['traditional-clothing', 'jewellery'],
    weight: 4,
    verified: true,
    servesInternational: true,
    shippingRegions: [...abroad, 'Australia', 'United Arab Emirates', 'South Africa'],
    acceptedCurrencies: ['ETB', 'USD', 'EUR', 'GBP', 'CAD'],
    supportsRemittance: true,
    tier: 'gold',
    openedDaysAgo: 390,
  },
  {
    key: 'lalibela-handicrafts',
    owner: owner(
      'lalibela',
      'Getachew',
      'Mengistu',
      'Lalibela',
      '+251933218745',
      'Amhara',
      'male',
      350,
    ),
    storeName: 'ላሊበላ የእጅ ሥራ',
    description:
      'የላሊበላ የእጅ ባለሙያዎች የሠሯቸው መስቀሎች፣ የብራና ሥዕሎችና የእንጨት ሥራዎች። Crosses, parchment art and woodwork from the artisans of Lalibela.',
    city: 'Lalibela',
    categories: ['handicrafts', 'art', 'jewellery'],
    weight: 1.4,
    verified: true,
    servesInternational: true,
    shippingRegions: abroad,
    acceptedCurrencies: ['ETB', 'USD', 'EUR'],
    supportsRemittance: false,
    tier: 'bronze',
    openedDaysAgo: 340,
  },
  {
    key: 'harar-spice-market',
    owner: owner('harar', 'Mohammed', 'Abdullahi', 'Harar', '+251915672390', 'Harari', 'male', 330),
    storeName: 'Harar Spice Market',
    description:
      'ከሐረር ጁገል ገበያ የተመረጡ ቅመሞች፣ ቡናና የሐረር የእጅ ሥራዎች። Spices, Harar coffee and crafts from the markets of the walled city.',
    city: 'Harar',
    categories: ['spices', 'honey-and-food', 'coffee'],
    weight: 1.5,
    verified: true,
    servesInternational: true,
    shippingRegions: [...abroad, 'United Arab Emirates', 'Sudan'],
    acceptedCurrencies: ['ETB', 'USD', 'AED'],
    supportsRemittance: true,
    tier: 'silver',
    openedDaysAgo: 320,
  },
  {
    key: 'gondar-art-gallery',
    owner: owner('gondar', 'Hana', 'Girma', 'Gondar', '+251918903412', 'Amhara', 'female', 290),
    storeName: 'ጎንደር ጥበብ — Gondar Art Gallery',
    description:
      'ባህላዊና ዘመናዊ ሥዕሎች፣ የጥልፍ ልብሶችና መጻሕፍት ከጎንደር። Traditional and contemporary painting, embroidery and books from Gondar.',
    city: 'Gondar',
    categories: ['art', 'books'],
    weight: 1.3,
    verified: true,
    servesInternational: true,
    shippingRegions: abroad,
    acceptedCurrencies: ['ETB', 'USD', 'EUR', 'GBP'],
    supportsRemittance: false,
    tier: 'bronze',
    openedDaysAgo: 280,
  },
  {
    key: 'axum-silver',
    owner: owner('axum', 'Kidane', 'Gebremedhin', 'Axum', '+251914780256', 'Tigray', 'male', 260),
    storeName: 'አክሱም ብር — Axum Silver',
    description:
      'በአክሱም የብር አንጥረኞች በእጅ የተሠሩ መስቀሎችና ጌጣጌጦች። Crosses and jewellery hand made by the silversmiths of Axum.',
    city: 'Axum',
    categories: ['jewellery', 'handicrafts'],
    weight: 1.2,
    verified: true,
    servesInternational: true,
    shippingRegions: abroad,
    acceptedCurrencies: ['ETB', 'USD', 'EUR'],
    supportsRemittance: false,
    tier: 'bronze',
    openedDaysAgo: 250,
  },
  {
    key: 'jimma-coffee-honey',
    owner: owner(
      'jimma',
      'Almaz',
      'Woldemariam',
      'Jimma',
      '+251917345128',
      'Oromia',
      'female',
      240,
    ),
    storeName: 'ጅማ ቡና እና ማር — Jimma Coffee & Honey',
    description:
      'ከጅማና ከካፋ ደኖች የተሰበሰበ ቡናና ማር። Forest coffee and honey from Jimma and Kaffa, packed by our cooperative.',
    city: 'Jimma',
    categories: ['coffee', 'honey-and-food'],
    weight: 1.5,
    verified: true,
    servesInternational: false,
    shippingRegions: ['Ethiopia'],
    acceptedCurrencies: ['ETB'],
    supportsRemittance: false,
    tier: 'bronze',
    openedDaysAgo: 230,
  },
  {
    key: 'bahir-dar-books',
    owner: owner(
      'bahirdar',
      'Biruk',
      'Alemayehu',
      'Bahir Dar',
      '+251918224563',
      'Amhara',
      'male',
      210,
    ),
    storeName: 'ባሕር ዳር መጻሕፍት — Bahir Dar Books',
    description:
      'የአማርኛ ልቦለዶች፣ የቋንቋ መማሪያዎችና የሙዚቃ መሣሪያዎች። Amharic novels, language books and a corner of traditional instruments.',
    city: 'Bahir Dar',
    categories: ['books'],
    weight: 1.2,
    verified: true,
    servesInternational: true,
    shippingRegions: ['Ethiopia', 'United States', 'Canada', 'United Kingdom'],
    acceptedCurrencies: ['ETB', 'USD'],
    supportsRemittance: false,
    tier: 'bronze',
    openedDaysAgo: 200,
  },
  {
    key: 'hawassa-home',
    owner: owner(
      'hawassa',
      'Meseret',
      'Desta',
      'Hawassa',
      '+251916558901',
      'Sidama',
      'female',
      170,
    ),
    storeName: 'ሀዋሳ ቤት — Hawassa Home',
    description:
      'የሸክላ ዕቃዎች፣ መሶቦችና ተፈጥሯዊ የውበት ምርቶች ከሀዋሳ። Pottery, baskets and natural beauty products from around Lake Hawassa.',
    city: 'Hawassa',
    categories: ['home', 'handicrafts', 'beauty'],
    weight: 1.3,
    verified: true,
    servesInternational: false,
    shippingRegions: ['Ethiopia', 'Kenya'],
    acceptedCurrencies: ['ETB'],
    supportsRemittance: false,
    tier: 'bronze',
    openedDaysAgo: 160,
  },
  {
    key: 'dire-electronics',
    owner: owner('dire', 'Ahmed', 'Yusuf', 'Dire Dawa', '+251915339087', 'Somali', 'male', 150),
    storeName: 'ድሬ ኤሌክትሮኒክስ — Dire Electronics',
    description:
      'ዋስትና ያላቸው ስልኮች፣ ላፕቶፖችና የፀሐይ ኃይል መሣሪያዎች። Phones, laptops and solar kits with local warranty and fast delivery.',
    city: 'Dire Dawa',
    categories: ['electronics'],
    weight: 1.5,
    verified: true,
    servesInternational: false,
    shippingRegions: ['Ethiopia'],
    acceptedCurrencies: ['ETB', 'USD'],
    supportsRemittance: false,
    tier: 'bronze',
    openedDaysAgo: 140,
  },
  {
    key: 'mekelle-honey',
    owner: owner(
      'mekelle',
      'Letekidan',
      'Gebru',
      'Mekelle',
      '+251914903376',
      'Tigray',
      'female',
      120,
    ),
    storeName: 'መቀሌ ማር — Mekelle Honey',
    description:
      'ከትግራይ ንብ አናቢዎች የተገኘ ነጭ ማር፣ ቅመሞችና ዕጣን። White honey, spices and frankincense from Tigray beekeepers.',
    city: 'Mekelle',
    categories: ['honey-and-food', 'beauty'],
    weight: 1.2,
    verified: true,
    servesInternational: true,
    shippingRegions: ['Ethiopia', 'United States', 'Germany', 'Sweden'],
    acceptedCurrencies: ['ETB', 'USD', 'EUR'],
    supportsRemittance: true,
    tier: 'bronze',
    openedDaysAgo: 110,
  },
  {
    key: 'adama-natural-beauty',
    owner: owner('adama', 'Feven', 'Assefa', 'Adama', '+251913667214', 'Oromia', 'female', 80),
    storeName: 'አዳማ ውበት — Adama Natural Beauty',
    description:
      'በእጅ የተሠሩ ሳሙናዎች፣ ዘይቶችና የፀጉር ቅባቶች። Handmade soaps, oils and hair care with Ethiopian ingredients.',
    city: 'Adama',
    categories: ['beauty', 'home'],
    weight: 1,
    verified: false,
    servesInternational: false,
    shippingRegions: ['Ethiopia'],
    acceptedCurrencies: ['ETB'],
    supportsRemittance: false,
    tier: 'bronze',
    openedDaysAgo: 75,
  },
  {
    key: 'dessie-music',
    owner: owner('dessie', 'Samuel', 'Tekle', 'Dessie', '+251912774503', 'Amhara', 'male', 60),
    storeName: 'ደሴ ሙዚቃ — Dessie Music Instruments',
    description:
      'በደሴ የተሠሩ ክራሮች፣ ማሲንቆዎችና ከበሮዎች። Krar, masinko and kebero built and tuned in our Dessie workshop.',
    city: 'Dessie',
    categories: ['music-instruments'],
    weight: 1,
    verified: true,
    servesInternational: true,
    shippingRegions: ['Ethiopia', 'United States', 'United Kingdom', 'Sweden'],
    acceptedCurrencies: ['ETB', 'USD'],
    supportsRemittance: false,
    tier: 'bronze',
    openedDaysAgo: 55,
  },
  {
    key: 'shema-weavers',
    owner: owner('shema', 'Eleni', 'Worku', 'Addis Ababa', '+251911882645', 'SNNPR', 'female', 45),
    storeName: 'ሸማ ሸማኔዎች — Shema Weavers',
    description:
      'በጉለሌ ሸማኔዎች ማኅበር የተሸመኑ ልብሶችና የቤት ጨርቆች። Clothing and home textiles from the Gullele weavers association.',
    city: 'Addis Ababa',
    categories: ['traditional-clothing', 'home'],
    weight: 1,
    verified: false,
    servesInternational: true,
    shippingRegions: ['Ethiopia', 'United States', 'Canada'],
    acceptedCurrencies: ['ETB', 'USD', 'CAD'],
    supportsRemittance: false,
    tier: 'bronze',
    openedDaysAgo: 40,
  },
  {
    key: 'addis-tech-hub',
    owner: owner(
      'addistech',
      'Yonas',
      'Bekele',
      'Addis Ababa',
      '+251919450128',
      'Addis Ababa',
      'male',
      30,
    ),
    storeName: 'Addis Tech Hub',
    description:
      'ስልኮች፣ መለዋወጫዎችና የእንግሊዝኛ መጻሕፍት በቦሌ። Phones, accessories and English-language books from our shop in Bole.',
    city: 'Addis Ababa',
    categories: ['electronics', 'books'],
    weight: 1,
    verified: false,
    servesInternational: false,
    shippingRegions: ['Ethiopia'],
    acceptedCurrencies: ['ETB', 'USD'],
    supportsRemittance: false,
    tier: 'bronze',
    openedDaysAgo: 25,
  },
]

const buyer = (
  key: string,
  firstName: string,
  lastName: string,
  city: string,
  extra: Partial<PersonSeed> & { joinedDaysAgo: number },
): PersonSeed => ({
  key,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  username: `${firstName}${lastName.charAt(0)}`.toLowerCase(),
  firstName,
  lastName,
  phone: extra.phone ?? '',
  city,
  ...extra,
})

/** Buyers who write the reviews; several live abroad. */
export const buyerSeeds: readonly PersonSeed[] = [
  buyer('b1', 'Hiwot', 'Tesfaye', 'Addis Ababa', {
    phone: '+251911300411',
    gender: 'female',
    joinedDaysAgo: 280,
  }),
  buyer('b2', 'Kalkidan', 'Mulugeta', 'Bahir Dar', {
    phone: '+251918300412',
    gender: 'female',
    joinedDaysAgo: 260,
  }),
  buyer('b3', 'Natnael', 'Girma', 'Hawassa', {
    phone: '+251916300413',
    gender: 'male',
    joinedDaysAgo: 240,
  }),
  buyer('b4', 'Bethlehem', 'Assefa', 'Adama', {
    phone: '+251913300414',
    gender: 'female',
    joinedDaysAgo: 230,
  }),
  buyer('b5', 'Henok', 'Abebe', 'Mekelle', {
    phone: '+251914300415',
    gender: 'male',
    preferredLanguage: 'ti',
    joinedDaysAgo: 220,
  }),
  buyer('b6', 'Rahel', 'Getachew', 'Dire Dawa', {
    phone: '+251915300416',
    gender: 'female',
    joinedDaysAgo: 200,
  }),
  buyer('b7', 'Mulugeta', 'Bekele', 'Gondar', {
    phone: '+251918300417',
    gender: 'male',
    joinedDaysAgo: 190,
  }),
  buyer('b8', 'Tsion', 'Alemayehu', 'Addis Ababa', {
    phone: '+251911300418',
    gender: 'female',
    joinedDaysAgo: 180,
  }),
  buyer('b9', 'Lensa', 'Tolosa', 'Jimma', {
    phone: '+251917300419',
    gender: 'female',
    preferredLanguage: 'om',
    ethiopianRegionOfOrigin: 'Oromia',
    joinedDaysAgo: 170,
  }),
  buyer('b10', 'Yared', 'Tadesse', 'Addis Ababa', {
    phone: '+251911300420',
    gender: 'male',
    joinedDaysAgo: 150,
  }),
  buyer('b11', 'Sara', 'Mekonnen', 'Washington', {
    phone: '+12025550143',
    country: 'United States',
    timezone: 'America/New_York',
    preferredCurrency: 'USD',
    preferredLanguage: 'en',
    isEthiopianDiaspora: true,
    ethiopianRegionOfOrigin: 'Amhara',
    gender: 'female',
    joinedDaysAgo: 270,
  }),
  buyer('b12', 'Daniel', 'Haile', 'Silver Spring', {
    phone: '+13015550178',
    country: 'United States',
    timezone: 'America/New_York',
    preferredCurrency: 'USD',
    isEthiopianDiaspora: true,
    ethiopianRegionOfOrigin: 'Addis Ababa',
    gender: 'male',
    joinedDaysAgo: 250,
  }),
  buyer('b13', 'Mahlet', 'Worku', 'Toronto', {
    phone: '+14165550121',
    country: 'Canada',
    timezone: 'America/Toronto',
    preferredCurrency: 'CAD',
    preferredLanguage: 'en',
    isEthiopianDiaspora: true,
    ethiopianRegionOfOrigin: 'Oromia',
    gender: 'female',
    joinedDaysAgo: 210,
  }),
  buyer('b14', 'Samuel', 'Gebre', 'London', {
    phone: '+442075550199',
    country: 'United Kingdom',
    timezone: 'Europe/London',
    preferredCurrency: 'GBP',
    preferredLanguage: 'en',
    isEthiopianDiaspora: true,
    ethiopianRegionOfOrigin: 'Tigray',
    gender: 'male',
    joinedDaysAgo: 190,
  }),
  buyer('b15', 'Eden', 'Kassa', 'Stockholm', {
    phone: '+46855501234',
    country: 'Sweden',
    timezone: 'Europe/Stockholm',
    preferredCurrency: 'EUR',
    isEthiopianDiaspora: true,
    ethiopianRegionOfOrigin: 'Amhara',
    gender: 'female',
    joinedDaysAgo: 160,
  }),
  buyer('b16', 'Robel', 'Tsegaye', 'Dubai', {
    phone: '+971455501234',
    country: 'United Arab Emirates',
    timezone: 'Asia/Dubai',
    preferredCurrency: 'AED',
    isEthiopianDiaspora: true,
    ethiopianRegionOfOrigin: 'Tigray',
    gender: 'male',
    joinedDaysAgo: 140,
  }),
  buyer('b17', 'Yordanos', 'Fikre', 'Melbourne', {
    phone: '+61395550123',
    country: 'Australia',
    timezone: 'Australia/Melbourne',
    preferredCurrency: 'USD',
    preferredLanguage: 'en',
    isEthiopianDiaspora: true,
    ethiopianRegionOfOrigin: 'Sidama',
    gender: 'female',
    joinedDaysAgo: 120,
  }),
  buyer('b18', 'Abel', 'Negash', 'Frankfurt', {
    phone: '+49695550123',
    country: 'Germany',
    timezone: 'Europe/Berlin',
    preferredCurrency: 'EUR',
    isEthiopianDiaspora: true,
    ethiopianRegionOfOrigin: 'Amhara',
    gender: 'male',
    joinedDaysAgo: 100,
  }),
  buyer('b19', 'Meklit', 'Desalegn', 'Addis Ababa', {
    phone: '+251911300421',
    gender: 'female',
    joinedDaysAgo: 90,
  }),
  buyer('b20', 'Fitsum', 'Wolde', 'Bahir Dar', {
    phone: '+251918300422',
    gender: 'male',
    joinedDaysAgo: 70,
  }),
]

export type CourierSeed = {
  /** True for the courier record of the demo courier account. */
  demo?: boolean
  name: string
  phone: string
  email?: string
  vehicleType: 'motorcycle' | 'car' | 'bicycle' | 'walking'
  serviceAreas: readonly string[]
  pricePerKm: number
  baseDeliveryFee: number
  isVerified: boolean
  maxRadius: number
}

export const courierSeeds: readonly CourierSeed[] = [
  {
    demo: true,
    name: 'Dawit Tesfaye',
    phone: '+251913456789',
    email: DEMO_EMAILS.courier,
    vehicleType: 'motorcycle',
    serviceAreas: ['addis_ababa'],
    pricePerKm: 12,
    baseDeliveryFee: 60,
    isVerified: true,
    maxRadius: 15,
  },
  {
    name: 'ፈጣን መልእክተኛ — Fetan Express',
    phone: '+251911220033',
    email: 'dispatch@fetan-express.example.com',
    vehicleType: 'motorcycle',
    serviceAreas: ['addis_ababa', 'adama'],
    pricePerKm: 10,
    baseDeliveryFee: 50,
    isVerified: true,
    maxRadius: 20,
  },
  {
    name: 'ዘመን ትራንስፖርት — Zemen Car Delivery',
    phone: '+251911440055',
    email: 'hello@zemen-delivery.example.com',
    vehicleType: 'car',
    serviceAreas: ['addis_ababa', 'adama', 'regional'],
    pricePerKm: 18,
    baseDeliveryFee: 120,
    isVerified: true,
    maxRadius: 60,
  },
  {
    name: 'Addis Bike Couriers',
    phone: '+251911660077',
    vehicleType: 'bicycle',
    serviceAreas: ['addis_ababa'],
    pricePerKm: 7,
    baseDeliveryFee: 35,
    isVerified: true,
    maxRadius: 8,
  },
  {
    name: 'መርካቶ እግረኛ — Merkato Walkers',
    phone: '+251911880099',
    vehicleType: 'walking',
    serviceAreas: ['addis_ababa'],
    pricePerKm: 5,
    baseDeliveryFee: 25,
    isVerified: false,
    maxRadius: 3,
  },
  {
    name: 'ሀዋሳ ፈጣን — Hawassa Quick',
    phone: '+251916112233',
    vehicleType: 'motorcycle',
    serviceAreas: ['hawassa'],
    pricePerKm: 9,
    baseDeliveryFee: 45,
    isVerified: true,
    maxRadius: 12,
  },
  {
    name: 'ድሬ ዴሊቨሪ — Dire Delivery',
    phone: '+251915445566',
    vehicleType: 'motorcycle',
    serviceAreas: ['dire_dawa'],
    pricePerKm: 9,
    baseDeliveryFee: 45,
    isVerified: false,
    maxRadius: 12,
  },
  {
    name: 'Ethio Regional Logistics',
    phone: '+251911778899',
    email: 'bookings@ethio-regional.example.com',
    vehicleType: 'car',
    serviceAreas: ['regional', 'bahir_dar', 'mekelle', 'jimma', 'dire_dawa', 'hawassa'],
    pricePerKm: 22,
    baseDeliveryFee: 250,
    isVerified: true,
    maxRadius: 800,
  },
]
